import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isLandingPath } from './config/paths';
import { Landing } from './pages/landing';

/** The site: the landing for its paths; other routes of SPEC §2 arrive with their issue. */
function App() {
  const lang = new URLSearchParams(location.search).get('lang') === 'en' ? 'en' : 'es';
  document.documentElement.lang = lang === 'en' ? 'en-US' : 'es';
  if (isLandingPath(location.pathname)) return <Landing lang={lang} path={location.pathname} />;
  return (
    <main className="default">
      <h1>{lang === 'es' ? 'Bootcamp Full Stack Developer' : 'Full Stack Developer Bootcamp'}</h1>
      <a href="/">{lang === 'es' ? 'Ir al inicio' : 'Go to the home page'}</a>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
