import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Input, Spin, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { searchQueries } from './queries';
import { resultLines } from './result-links';

/** Typing pauses this long before the server is asked. */
const DEBOUNCE_MS = 250;

const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/**
 * The header's search box (issue 24): a room code, 4+ digits of a phone, a name without diacritics, a
 * voucher or contract number. Ctrl+K (⌘K) or "/" focuses it from anywhere; arrows move through the
 * grouped results, Enter opens one, Esc closes.
 */
export function HeaderSearch({ compact }: { compact?: boolean }) {
  const navigate = useNavigate();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(closing.current);
    setOpen(true);
  };

  useEffect(() => {
    const t = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const ctrlK = (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';
      if (ctrlK || (e.key === '/' && !typing(e.target))) {
        e.preventDefault();
        input.current?.focus();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const asked = q.length >= 2 && q.length <= 100;
  const found = useQuery({ ...searchQueries.find(q), enabled: asked });
  const lines = useMemo(() => (asked && found.data ? resultLines(found.data) : []), [asked, found.data]);
  useEffect(() => setActive(0), [lines]);

  const go = (href: string) => {
    setOpen(false);
    setText('');
    input.current?.blur();
    navigate(href);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      setOpen(false);
      input.current?.blur();
    } else if (e.key === 'ArrowDown' && lines.length) {
      e.preventDefault();
      show();
      setActive((i) => (i + 1) % lines.length);
    } else if (e.key === 'ArrowUp' && lines.length) {
      e.preventDefault();
      setActive((i) => (i - 1 + lines.length) % lines.length);
    } else if (e.key === 'Enter' && lines[active]) {
      e.preventDefault();
      go(lines[active].href);
    }
  };

  const shown = open && asked;
  return (
    <div style={{ position: 'relative', flex: compact ? '0 1 140px' : '0 1 300px', minWidth: 0 }}>
      <Input
        ref={input}
        value={text}
        allowClear
        size={compact ? 'small' : 'middle'}
        prefix={<SearchOutlined />}
        placeholder={compact ? 'Tìm…' : 'Tìm phòng, SĐT, tên, số phiếu (Ctrl+K)'}
        aria-label="Tìm nhanh"
        role="combobox"
        aria-expanded={shown}
        aria-controls="header-search-results"
        onChange={(e) => {
          setText(e.target.value);
          show();
        }}
        onFocus={show}
        // A click on a result lands before the box closes.
        onBlur={() => (closing.current = setTimeout(() => setOpen(false), 150))}
        onKeyDown={onKeyDown}
      />
      {shown && (
        <div
          id="header-search-results"
          role="listbox"
          aria-label="Kết quả tìm kiếm"
          style={{
            // On a phone the list spans the screen under the header.
            position: compact ? 'fixed' : 'absolute',
            top: compact ? 56 : 'calc(100% + 4px)',
            left: compact ? 8 : 0,
            right: compact ? 8 : undefined,
            width: compact ? undefined : 420,
            maxWidth: compact ? undefined : '90vw',
            maxHeight: '70vh',
            overflowY: 'auto',
            background: '#fff',
            boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
            borderRadius: 8,
            zIndex: 1050,
            lineHeight: 1.4,
          }}
        >
          {found.isFetching && !lines.length && (
            <div style={{ padding: 12 }}>
              <Spin size="small" /> Đang tìm…
            </div>
          )}
          {found.isError && <div style={{ padding: 12, color: '#cf1322' }}>{found.error.message}</div>}
          {!found.isFetching && found.isSuccess && !lines.length && <div style={{ padding: 12, color: '#8c8c8c' }}>Không tìm thấy kết quả</div>}
          {lines.map((l, i) => (
            <div key={l.key}>
              {(i === 0 || lines[i - 1]!.group !== l.group) && (
                <div style={{ padding: '6px 12px 2px', fontSize: 12, color: '#8c8c8c', fontWeight: 600 }}>{l.group}</div>
              )}
              <div
                role="option"
                aria-selected={i === active}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => {
                  e.preventDefault();
                  go(l.href);
                }}
                style={{ padding: '6px 12px', cursor: 'pointer', background: i === active ? '#e6f4ff' : undefined }}
              >
                <div style={{ fontWeight: 500, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{l.text}</div>
                {(l.detail || l.also) && (
                  <div style={{ fontSize: 12, color: '#595959' }}>
                    {l.detail}
                    {l.also && (
                      <Link to={l.also.href} onMouseDown={(e) => e.stopPropagation()} onClick={() => setOpen(false)}>
                        {l.also.text}
                      </Link>
                    )}
                  </div>
                )}
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
