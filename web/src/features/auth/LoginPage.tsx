import { HomeFilled, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '../../api/notify';
import { TestEnvBanner } from '../../app/layout/TestEnvBanner';
import { safeRedirect } from '../../app/safe-redirect';
import { sessionStore } from '../../app/session/session-store';
import { readStoredSession } from '../../app/session/storage';
import { authMutations, LOGIN_FAILED_TEXT, LOGIN_FAILED_TITLE, type LoginForm } from './queries';

/** Spec §9: the success message waits this long, until the dashboard is on screen. */
export const LOGIN_MESSAGE_DELAY_MS = 1500;

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mutation = useMutation({
    ...authMutations.login(),
    onSuccess: (user, form) => {
      sessionStore.signIn({ ...user, is_remember_user: form.remember });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
      setTimeout(() => notify.success('Đăng nhập thành công!'), LOGIN_MESSAGE_DELAY_MS);
    },
    onError: () => notify.errorDialog(LOGIN_FAILED_TITLE, LOGIN_FAILED_TEXT),
  });

  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(135deg, #e6f4ff 0%, #f0f5ff 100%)' }}>
      <TestEnvBanner />
      <div style={{ display: 'grid', placeItems: 'center', padding: '10vh 16px' }}>
        <Card style={{ width: '100%', maxWidth: 380 }}>
          <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
            <HomeFilled style={{ color: '#1677ff', marginRight: 8 }} />
            Quản lý nhà trọ
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            Đăng nhập để tiếp tục
          </Typography.Paragraph>
          <Form<LoginForm>
            layout="vertical"
            requiredMark={false}
            initialValues={{ username: '', password: '', remember: readStoredSession().is_remember_user ?? false }}
            onFinish={(values) => mutation.mutate(values)}
          >
            <Form.Item label="Tên đăng nhập" name="username" rules={[{ required: true, whitespace: true, message: 'Vui lòng nhập tên đăng nhập' }]}>
              <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item label="Mật khẩu" name="password" rules={[{ required: true, message: 'Vui lòng nhập mật khẩu' }]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            <Form.Item name="remember" valuePropName="checked">
              <Checkbox>Ghi nhớ đăng nhập</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
              Đăng nhập
            </Button>
          </Form>
        </Card>
      </div>
    </div>
  );
}
