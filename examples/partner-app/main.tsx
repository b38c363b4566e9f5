/**
 * The partner's own React 19 app (bundled to /examples/partner-app.js). It knows nothing about
 * Embudo beyond one attribute on a button: `data-embudo-open="scholarship"`. The modal comes from
 * the separate script tag in partner.html. The counter proves the page's React keeps working
 * while the modal is open and after it closes.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Counter() {
  const [likes, setLikes] = useState(0);
  return (
    <p className="counter">
      <button type="button" id="partner-like" onClick={() => setLikes((n) => n + 1)}>
        Me gusta este artículo
      </button>
      <output id="partner-likes" aria-live="polite">
        {likes}
      </output>
    </p>
  );
}

function PartnerPage() {
  return (
    <>
      <header className="site-header">
        <p className="brand">Academia Sol · Blog</p>
        <nav aria-label="Principal">
          <a href="#articulo">Artículo</a>
        </nav>
      </header>
      <main id="articulo">
        <h1>Cómo aprender a programar en 2026 sin experiencia</h1>
        <p>
          Empieza por HTML, CSS y JavaScript, construye proyectos reales y busca una comunidad que te acompañe. Si quieres hacerlo con
          mentores en vivo, nuestros amigos del Bootcamp Full Stack tienen becas parciales.
        </p>
        <section className="cta-box" aria-labelledby="beca-title">
          <h2 id="beca-title">¿Quieres una beca?</h2>
          <p>Solicítala en un minuto: te respondemos en 24 horas.</p>
          <button type="button" id="partner-cta" data-embudo-open="scholarship">
            Solicitar beca parcial
          </button>
        </section>
        <Counter />
      </main>
    </>
  );
}

createRoot(document.getElementById('partner-root')!).render(
  <StrictMode>
    <PartnerPage />
  </StrictMode>,
);
