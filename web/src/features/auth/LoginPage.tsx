import { HomeFilled, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
// Input and Password alone: the `Input` export carries TextArea, Search and OTP as well.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '../../api/notify';
import { TestEnvBanner } from '../../app/layout/TestEnvBanner';
import { safeRedirect } from '../../app/safe-redirect';
import { sessionStore } from '../../app/session/session-store';
import { readStoredSession } from '../../app/session/storage';
import { useVoucherAction } from '../../components/forms/use-voucher-action';
import { LOGIN_FAILED_TEXT, LOGIN_FAILED_TITLE, loginEndpoint, type LoginForm } from './queries';

/** Spec §9: the success message waits this long, until the dashboard is on screen. */
export const LOGIN_MESSAGE_DELAY_MS = 1500;

const REQUIRED = { username: 'Vui lòng nhập tên đăng nhập', password: 'Vui lòng nhập mật khẩu' } as const;
type Problems = Partial<Record<keyof typeof REQUIRED, string>>;

const problemsOf = (v: LoginForm): Problems => ({
  ...(v.username.trim() ? {} : { username: REQUIRED.username }),
  ...(v.password ? {} : { password: REQUIRED.password }),
});

/** A labelled field with its message under it, as the app's forms show them. */
function Field({ id, label, problem, children }: { id: string; label: string; problem?: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: 8 }}>
        {label}
      </label>
      {children}
      {problem && (
        <div id={`${id}-problem`} role="alert" style={{ color: '#ff4d4f', marginTop: 4 }}>
          {problem}
        </div>
      )}
    </div>
  );
}

/**
 * Sign-in (spec §2, §4). The first page a visitor downloads, so it is built from the few antd pieces it
 * shows (no Form engine, no Card, no Typography) and its two required-field rules are written here.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const [values, setValues] = useState<LoginForm>(() => ({ username: '', password: '', remember: readStoredSession().is_remember_user ?? false }));
  const [problems, setProblems] = useState<Problems>({});
  const [submitted, setSubmitted] = useState(false);
  // Login answers its own failures with the spec's dialog, so the global error display stays out.
  const login = useVoucherAction({
    endpoint: loginEndpoint,
    silent: true,
    request: ({ username, password }: LoginForm) => ({ body: { username, password } }),
    onSuccess: (user, form) => {
      sessionStore.signIn({ ...user, is_remember_user: form.remember });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
      setTimeout(() => notify.success('Đăng nhập thành công!'), LOGIN_MESSAGE_DELAY_MS);
    },
    onError: () => notify.errorDialog(LOGIN_FAILED_TITLE, LOGIN_FAILED_TEXT),
  });

  const change = (patch: Partial<LoginForm>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setProblems(problemsOf(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = problemsOf(values);
    setProblems(found);
    if (!found.username && !found.password) login.run(values);
  };

  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(135deg, #e6f4ff 0%, #f0f5ff 100%)' }}>
      <TestEnvBanner />
      <div style={{ display: 'grid', placeItems: 'center', padding: '10vh 16px' }}>
        <main style={{ width: '100%', maxWidth: 380, background: '#fff', borderRadius: 8, border: '1px solid #f0f0f0', padding: 24 }}>
          <h3 style={{ textAlign: 'center', margin: '0 0 8px', fontSize: 24, fontWeight: 600 }}>
            <HomeFilled style={{ color: '#1677ff', marginRight: 8 }} />
            Quản lý nhà trọ
          </h3>
          <p style={{ textAlign: 'center', color: 'rgba(0,0,0,0.45)', margin: '0 0 16px' }}>Đăng nhập để tiếp tục</p>
          <form noValidate onSubmit={submit}>
            <Field id={`${id}-username`} label="Tên đăng nhập" problem={problems.username}>
              <Input
                id={`${id}-username`}
                prefix={<UserOutlined />}
                autoComplete="username"
                autoFocus
                value={values.username}
                status={problems.username ? 'error' : undefined}
                aria-invalid={Boolean(problems.username)}
                aria-describedby={problems.username ? `${id}-username-problem` : undefined}
                onChange={(e) => change({ username: e.target.value })}
              />
            </Field>
            <Field id={`${id}-password`} label="Mật khẩu" problem={problems.password}>
              <Password
                id={`${id}-password`}
                prefix={<LockOutlined />}
                autoComplete="current-password"
                value={values.password}
                status={problems.password ? 'error' : undefined}
                aria-invalid={Boolean(problems.password)}
                aria-describedby={problems.password ? `${id}-password-problem` : undefined}
                onChange={(e) => change({ password: e.target.value })}
              />
            </Field>
            <div style={{ marginBottom: 24 }}>
              <Checkbox checked={values.remember} onChange={(e) => change({ remember: e.target.checked })}>
                Ghi nhớ đăng nhập
              </Checkbox>
            </div>
            <Button type="primary" htmlType="submit" block loading={login.pending}>
              Đăng nhập
            </Button>
          </form>
        </main>
      </div>
    </div>
  );
}
