import styles from './StepIndicator.module.css';

/** "Step x of y" with a bar; the bar is decoration, the text carries the meaning. */
export function StepIndicator({ step, of }: { step: number; of: number }) {
  const percent = Math.round((Math.min(step, of) / Math.max(of, 1)) * 100);
  return (
    <div className={styles.indicator}>
      <p className={styles.text}>
        Step {step} of {of}
      </p>
      {/* An SVG's width attribute, not a style attribute: the page the server draws carries no
          inline styles, which its CSP would refuse. */}
      <svg className={styles.track} viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
        <rect className={styles.fill} width={percent} height="1" />
      </svg>
    </div>
  );
}

/**
 * The step bar's place on a page whose step count reads the customer's answers, before they are
 * read (review's frame, drawn by the server): the same height, no count and no fill.
 */
export function StepIndicatorFrame() {
  return (
    <div className={styles.indicator} aria-hidden="true">
      <p className={styles.text}>{'\u00a0'}</p>
      <svg className={styles.track} viewBox="0 0 100 1" preserveAspectRatio="none" />
    </div>
  );
}
