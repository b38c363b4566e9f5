/**
 * The team (docs/product.md#landing-sections "team section of three members", docs/product.md#other-entities), from content/team.json:
 * photo (or an initials avatar drawn in CSS), name and upper-case job title. Hidden while the file
 * is a placeholder or lists nobody.
 */
import { useId } from 'react';
import { useContent } from '../content';
import { useCopy, useLang } from '../i18n';
import { initials } from '../../../src/ui/initials';
import { avatarTone } from './testimonials';
import { SectionHead } from '../layout/section-head';

export const COPY = {
  es: { eyebrow: 'Equipo', title: 'Quienes te acompañan en el bootcamp' },
  en: { eyebrow: 'Team', title: 'The people by your side in the bootcamp' },
} as const;

export function Team() {
  const { team } = useContent();
  const t = useCopy(COPY);
  const lang = useLang();
  const titleId = useId();
  if (team.placeholder || team.members.length === 0) return null;
  return (
    <section className="section section--alt team" aria-labelledby={titleId}>
      <div className="container">
        <SectionHead id={titleId} eyebrow={t.eyebrow} title={t.title} />
        <ul className="team__list">
          {team.members.map((member, index) => (
            <li key={member.name} className="card team__member">
              {member.image ? (
                <img className="team__photo" src={member.image} alt="" width={160} height={160} loading="lazy" decoding="async" />
              ) : (
                <span className={`team__photo team__avatar team__avatar--${avatarTone(index)}`} aria-hidden="true">
                  {initials(member.name)}
                </span>
              )}
              <h3 className="team__name">{member.name}</h3>
              <p className="team__designation">{member.designation[lang]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
