import styles from './StepIndicator.module.css';

/** "Step x of y" with a bar; the bar is decoration, the text carries the meaning. */
export function StepIndicator({ step, of }: { step: number; of: number }) {
  const percent = Math.round((Math.min(step, of) / Math.max(of, 1)) * 100);
  return (
    <div className={styles.indicator}>
      <p className={styles.text}>
        Step {step} of {of}
      </p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
