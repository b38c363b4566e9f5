/**
 * The frame of the policy pages (privacy, refund): the date of the version, sections of
 * paragraphs and lists, and the contact (content/site.json's email).
 */
import { useContent } from '../content';
import { useLang } from '../i18n';
import { InfoPage } from '../layout/info-page';
import { formatDay, LONG_DATE } from '../../../src/data/date-time';

export interface PolicySection {
  readonly h: string;
  readonly p?: readonly string[];
  readonly list?: readonly string[];
  readonly after?: readonly string[];
}

export interface PolicyCopy {
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: string;
  /** 'Última actualización:' — the date is content/site.json's `policiesRevised`. */
  readonly updated: { readonly label: string };
  readonly sections: readonly PolicySection[];
  readonly contact: string;
}

export function PolicyPage({ copy }: { copy: PolicyCopy }) {
  const { settings } = useContent();
  const lang = useLang();
  const revised = formatDay(settings.policiesRevised, LONG_DATE, lang);
  return (
    <InfoPage eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <p className="policy__updated">
        {copy.updated.label} <time dateTime={settings.policiesRevised}>{revised}</time>
      </p>
      {copy.sections.map((section) => (
        <section key={section.h} className="policy__section">
          <h2>{section.h}</h2>
          {section.p?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {section.after?.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
      <p className="policy__contact">
        {copy.contact} <a href={`mailto:${settings.email}`}>{settings.email}</a>
      </p>
    </InfoPage>
  );
}
