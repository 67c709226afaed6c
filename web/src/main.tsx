import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/antd-react19';
import { App } from './app/App';
import { sessionReady } from './app/session/boot-session';
import { keepTokenFresh } from './app/session/keep-token-fresh';
import './styles.css';

void sessionReady();
keepTokenFresh();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
