import { Link } from "@remix-run/react";

type Props = {
  title: string;
  /** The page's one action, a link styled as a button: the add form, or back to the list. */
  to: string;
  action: string;
  secondary?: boolean;
};

/** The heading row of the review and complaint pages (001 §2). */
export function FeedbackPageHead({ title, to, action, secondary }: Props) {
  return (
    <header className="feedback-page-head">
      <h1>{title}</h1>
      <Link to={to} role="button" className={secondary ? "secondary" : undefined}>
        {action}
      </Link>
    </header>
  );
}
