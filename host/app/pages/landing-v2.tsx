/**
 * The alternative landing (`/v2`): the same sections as the landing, in another order — the offer
 * (banner) and the pricing first, then the start dates and what the bootcamp is, the proof, the
 * curriculum and the rest. Every section is the landing's own component (../sections), each a part
 * of its own (../lib/section-boundary.tsx).
 */
import { PageLayout } from '../layout/page-layout';
import { Sections } from '../lib/section-boundary';
import { DeadlineBar } from '../sections/deadline-bar';
import { Hero } from '../sections/hero';
import { SummaryCards } from '../sections/summary-cards';
import { Pricing } from '../sections/pricing';
import {
  StartDates,
  Profiles,
  Benefits,
  JobTitles,
  Curriculum,
  Testimonials,
  Platform,
  FoundersQuote,
  Faq,
  Employers,
  Team,
} from '../sections/deferred';
import { MasterclassModal } from '../sections/masterclass-modal';
import { EnrolmentModal } from '../sections/enrolment-modal';
import { Engagement } from '../sections/engagement';

export default function LandingV2() {
  return (
    <PageLayout top={<DeadlineBar />}>
      <Sections
        parts={[
          ['hero', Hero],
          ['pricing', Pricing],
          ['start-dates', StartDates],
          ['summary-cards', SummaryCards],
          ['testimonials', Testimonials],
          ['benefits', Benefits],
          ['curriculum', Curriculum],
          ['profiles', Profiles],
          ['job-titles', JobTitles],
          ['platform', Platform],
          ['founders', FoundersQuote],
          ['faq', Faq],
          ['employers', Employers],
          ['team', Team],
          ['masterclass-modal', MasterclassModal],
          ['enrolment-modal', EnrolmentModal],
          ['engagement', Engagement],
        ]}
      />
    </PageLayout>
  );
}
