/**
 * The frame of the policy pages (privacy, refund): the date of the version, sections of
 * paragraphs and lists, and the contact (content/site.json's email).
 */
import { useContent } from '../content';
import { InfoPage } from '../layout/info-page';

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
  /** ISO date of this version and how it reads. */
  readonly updated: { readonly iso: string; readonly label: string; readonly text: string };
  readonly sections: readonly PolicySection[];
  readonly contact: string;
}

export function PolicyPage({ copy }: { copy: PolicyCopy }) {
  const { settings } = useContent();
  return (
    <InfoPage eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <p className="policy__updated">
        {copy.updated.label} <time dateTime={copy.updated.iso}>{copy.updated.text}</time>
      </p>
      {copy.sections.map((section) => (
        <section key={section.h} className="policy__section">
          <h2>{section.h}</h2>
          {section.p?.map((text) => <p key={text}>{text}</p>)}
          {section.list && (
            <ul>
              {section.list.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {section.after?.map((text) => <p key={text}>{text}</p>)}
        </section>
      ))}
      <p className="policy__contact">
        {copy.contact} <a href={`mailto:${settings.email}`}>{settings.email}</a>
      </p>
    </InfoPage>
  );
}
