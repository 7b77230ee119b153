import type { InterviewInsights } from './insights-model';
import {
  AdjustmentDetails,
  CandidateInformation,
  DetailedScorecard,
  Feedback,
  ScoreCard,
  SecurityAlerts,
  Statistics,
  Verification,
} from './insights-sections';

/** Every part of the AI Interview Insights modal (spec section 2), in reading order. */
export function InsightsContent({ insights }: { insights: InterviewInsights }) {
  return (
    <div className="grid gap-4" data-testid="insights-content">
      <ScoreCard insights={insights} />
      <SecurityAlerts insights={insights} />
      <Statistics insights={insights} />
      <div className="grid gap-4 md:grid-cols-2">
        <Verification insights={insights} />
        <CandidateInformation insights={insights} />
      </div>
      <AdjustmentDetails adjustment={insights.adjustment} />
      <Feedback feedback={insights.feedback} />
      <DetailedScorecard scorecard={insights.scorecard} />
    </div>
  );
}
