/**
 * The US guide (`/guia-us`, always in English): "working as a developer in the US" — what it
 * covers, the brochure-style lead form, then the download (lib/ebook.tsx).
 */
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';
import { EBOOK_FORM, Ebook, type EbookCopy } from '../lib/ebook';

type Copy = EbookCopy & { eyebrow: string; title: string; lead: string };

const EN: Copy = {
  ...EBOOK_FORM.en,
  eyebrow: 'Free guide',
  title: 'Guide: working as a developer in the US',
  lead: 'What US companies ask for, how to build your portfolio and how to apply when you are starting from scratch.',
  coversTitle: 'What the guide covers',
  chapters: [
    {
      title: 'The US tech job market',
      summary: 'Which roles hire beginners and what they pay.',
      body: [
        'Entry-level openings cluster around web development (frontend, backend, full stack), QA and support engineering. Junior developer salaries in the US commonly range from about $5,500 to $7,900 a month, rising with experience.',
        'Remote roles are common, but many companies hire only people authorised to work in the US: check each posting’s requirements.',
      ],
    },
    {
      title: 'The skills employers look for',
      summary: 'The stack that appears in most junior postings.',
      body: [
        'HTML, CSS and JavaScript; a framework such as React; a backend language such as Python; SQL with PostgreSQL or MySQL; Git and GitHub; working with APIs and JSON.',
        'Increasingly, employers also expect you to use AI coding assistants well and to know the basics of a cloud such as AWS.',
      ],
    },
    {
      title: 'A portfolio that gets interviews',
      summary: 'Three projects, well presented.',
      body: [
        'Build three complete projects that solve real problems, publish them online and document each in a README: the problem, the stack, how to run it and a screenshot.',
        'Keep your GitHub active: frequent, clear commits show how you work.',
      ],
    },
    {
      title: 'Résumé and LinkedIn, US style',
      summary: 'One page, results first, no photo.',
      body: [
        'A US résumé is one page, with no photo, age or marital status. Lead with your projects and skills, and describe results with numbers where you can.',
        'Your LinkedIn headline should say what you do ("Full Stack Developer | React, Python") rather than "looking for opportunities".',
      ],
    },
    {
      title: 'Applying and interviewing',
      summary: 'Where to apply and how to prepare.',
      body: [
        'Apply broadly, follow up, and reach out to people at the companies you like. Referrals are the most effective way in.',
        'Prepare for a technical screen (small coding exercises) and a behavioural interview: practise telling the story of each project.',
      ],
    },
    {
      title: 'If English is your second language',
      summary: 'It is an asset, not a barrier.',
      body: [
        'Bilingual developers are valued by companies that serve Spanish-speaking customers. Say so on your résumé.',
        'Practise explaining your projects out loud in English: clarity matters more than accent.',
      ],
    },
  ],
  nextTitle: 'Want to get there with support?',
  nextText: 'In the bootcamp you build your portfolio in 16 weeks, with live classes and a mentor who reviews your work.',
};

export default function GuideUs() {
  // The route is English (`/guia-us`); both keys hold the same English guide.
  const t = useCopy({ es: EN, en: EN });
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <Ebook copy={t} storageKey="embudo:guide-us" />
    </InfoPage>
  );
}
