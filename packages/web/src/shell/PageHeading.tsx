import { isFormCode } from '@portal/domain/formCodes';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { formTitle as titleOfForm } from '../lib/formTitle.ts';
import { useShell } from './ShellContext.tsx';

/** "<page heading> – <form title> – <brand>": the form title only inside a form, and only once. */
export function pageTitle(heading: string, brandName: string, formTitle?: string): string {
  const form = formTitle === heading ? undefined : formTitle;
  return [heading, form, brandName].filter(Boolean).join(' – ');
}

/**
 * Every page's h1. On each navigation it takes focus, so keyboard and screen-reader users
 * start at the new content, and it names the document. The first load keeps the browser's
 * own start (skip link first), which is what a fresh page does everywhere else.
 */
export function PageHeading({ children, className }: { children: string; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const { form } = useParams();
  const { brand, brandSettings } = useShell();
  const formTitle = form && isFormCode(form) ? titleOfForm(form, brand) : undefined;

  useEffect(() => {
    document.title = pageTitle(children, brandSettings.displayName, formTitle);
  }, [children, brandSettings.displayName, formTitle]);

  // Keyed on the location so a move between two steps with the same heading still focuses.
  useEffect(() => {
    if (location.key !== 'default') ref.current?.focus();
  }, [location.key]);

  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
