/**
 * The landing (`/`, `/us`, `/payment-success` and the campaign paths of docs/product.md#routes): every section of
 * docs/product.md#landing-sections, in its order, each a component of its own in ../sections and
 * a part of its own (../lib/section-boundary.tsx): a section that fails costs that section only.
 * On `/payment-success` the visitor is a customer who has just paid: the sales parts (the deadline
 * bar, the banner's and the pricing's enrolment calls, start-date cards, scholarship offers, the
 * masterclass invitation and the popups) give way to the next steps, and what a new student still
 * wants to read stays (the curriculum, the platform, the team, testimonials, the FAQ).
 */
import { PageLayout } from '../layout/page-layout';
import { Sections } from '../lib/section-boundary';
import { useRoute } from '../site';
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
  CustomerFaq,
  Employers,
  Team,
} from '../sections/deferred';
import { MasterclassModal } from '../sections/masterclass-modal';
import { EnrolmentModal } from '../sections/enrolment-modal';
import { Engagement } from '../sections/engagement';
import { PaymentSuccess } from '../sections/payment-success';
import { isPaymentSuccessPath } from '../routes';

export default function Landing() {
  const route = useRoute();
  if (isPaymentSuccessPath(route.path)) return <Welcome />;
  return (
    <PageLayout top={<DeadlineBar />}>
      <Sections
        parts={[
          ['hero', Hero],
          ['summary-cards', SummaryCards],
          ['pricing', Pricing],
          ['start-dates', StartDates],
          ['profiles', Profiles],
          ['benefits', Benefits],
          ['job-titles', JobTitles],
          ['curriculum', Curriculum],
          ['testimonials', Testimonials],
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

/** The landing as a customer sees it after paying. */
function Welcome() {
  return (
    <PageLayout>
      <Sections
        parts={[
          ['payment-success', PaymentSuccess],
          ['curriculum', Curriculum],
          ['platform', Platform],
          ['team', Team],
          ['testimonials', Testimonials],
          ['faq', CustomerFaq],
        ]}
      />
    </PageLayout>
  );
}
