/**
 * The video sales letter (`/vsl`): the video (a placeholder that loads nothing until clicked), the
 * pitch in writing, and the call to action. docs/product.md#timers "video pitch flag after 3 s": the offer band
 * under the video appears 3 s after the page is ready, as it would once the video has hooked the
 * viewer; the pitch and a call to action further down are always there.
 */
import { useEffect, useState } from 'react';
import { InfoPage } from '../layout/info-page';
import { useCopy, useLang } from '../i18n';
import { PageWidgets } from '../lib/page-widgets';
import { VideoPlaceholder } from '../lib/video-placeholder';
import { paths } from '../routes';

/** docs/product.md#timers "video pitch 3 s". */
export const VIDEO_PITCH_DELAY_MS = 3000;

export const COPY = {
  es: {
    eyebrow: 'En 5 minutos',
    title: 'Cómo convertirte en developer en 16 semanas',
    lead: 'Te contamos cómo funciona el bootcamp: clases en vivo, mentoría, proyectos y la beca parcial.',
    video: 'Cómo convertirte en developer en 16 semanas',
    pitchBand: 'Beca parcial del 70% disponible para esta edición',
    cta: 'Solicita tu Beca Parcial',
    more: 'Ver precios e inscripción',
    pitch: [
      [
        'El problema',
        'Aprender a programar solo con videos sueltos es lento: no sabes qué estudiar después, nadie revisa tu código y es fácil abandonar.',
      ],
      [
        'El camino',
        'En 16 semanas, con 2 clases en vivo por semana y 4 horas de práctica guiada, pasas de cero a construir aplicaciones web completas: HTML, CSS, JavaScript, React JS, Python, bases de datos y la nube de AWS.',
      ],
      [
        'El acompañamiento',
        'Un mentor asignado corrige tus retos cada semana y una comunidad privada te ayuda cuando te trabas. Las clases quedan grabadas y tienes acceso de por vida.',
      ],
      [
        'El resultado',
        'Un portafolio de proyectos reales, un certificado digital verificable y la preparación para tus primeras entrevistas.',
      ],
      ['Sin riesgo', 'Si en los primeros 30 días el bootcamp no es para ti, te devolvemos tu dinero.'],
    ],
  },
  en: {
    eyebrow: 'In 5 minutes',
    title: 'How to become a developer in 16 weeks',
    lead: 'How the bootcamp works: live classes, mentoring, projects and the partial scholarship.',
    video: 'How to become a developer in 16 weeks',
    pitchBand: 'A 70% partial scholarship is open for this cohort',
    cta: 'Apply for a Partial Scholarship',
    more: 'See prices and enrollment',
    pitch: [
      [
        'The problem',
        'Learning to code alone from scattered videos is slow: you never know what to study next, nobody reviews your code, and it is easy to quit.',
      ],
      [
        'The path',
        'In 16 weeks, with 2 live classes a week and 4 hours of guided practice, you go from zero to building complete web applications: HTML, CSS, JavaScript, React JS, Python, databases and the AWS cloud.',
      ],
      [
        'The support',
        'An assigned mentor reviews your challenges every week and a private community helps when you get stuck. Classes are recorded and your access is for life.',
      ],
      ['The result', 'A portfolio of real projects, a verifiable digital certificate and preparation for your first interviews.'],
      ['No risk', 'If within the first 30 days the bootcamp is not for you, we give you your money back.'],
    ],
  },
} as const;

export default function Vsl() {
  const t = useCopy(COPY);
  const lang = useLang();
  const [pitch, setPitch] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPitch(true), VIDEO_PITCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const actions = (
    <p className="page-actions">
      <button type="button" className="btn" data-embudo-open="scholarship">
        {t.cta}
      </button>
      <a className="btn btn--secondary" href={`${paths.home(lang)}${paths.anchors.start}`}>
        {t.more}
      </a>
    </p>
  );
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <VideoPlaceholder title={t.video}>
        <button type="button" className="btn" data-embudo-open="scholarship">
          {t.cta}
        </button>
      </VideoPlaceholder>
      <div className="vsl__pitch-band card" hidden={!pitch} data-video-pitch>
        <p className="vsl__pitch-title">{t.pitchBand}</p>
        {actions}
      </div>
      {t.pitch.map(([heading, body]) => (
        <section key={heading}>
          <h2>{heading}</h2>
          <p>{body}</p>
        </section>
      ))}
      {actions}
      <PageWidgets />
    </InfoPage>
  );
}
