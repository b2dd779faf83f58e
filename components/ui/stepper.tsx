import type { ReactNode } from 'react';

export type Step = { key: string; label: string; href?: string };

/** Where the customer is in a multi-step flow; done steps can be links. */
export function Stepper({ steps, current, label, renderLink }: { steps: Step[]; current: string; label: string; renderLink?: (step: Step, children: ReactNode) => ReactNode }) {
  const index = steps.findIndex((s) => s.key === current);
  return (
    <nav aria-label={label} className="stepper">
      <ol>
        {steps.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          const content = (
            <>
              <span className="stepper-num" aria-hidden="true">
                {i + 1}
              </span>
              <span className="stepper-label">{step.label}</span>
            </>
          );
          return (
            <li key={step.key} className={`stepper-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && step.href && renderLink ? renderLink(step, content) : <span className="stepper-item">{content}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
