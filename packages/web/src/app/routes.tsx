import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { AcceptGuard } from '../accept/AcceptGuard.tsx';
import { BrandStartPage } from '../hub/BrandStartPage.tsx';
import { HubPage } from '../hub/HubPage.tsx';
import { journeyStartPath } from '../lib/journeyStart.ts';
import { withQuery } from '../lib/keepQuery.tsx';
import { noteChunkLoads } from '../lib/routeLoading.ts';
import { InvalidTokenPage } from '../pages/InvalidTokenPage.tsx';
import { OutOfDatePage } from '../pages/OutOfDatePage.tsx';
import { SessionEndPage } from '../pages/SessionEndPage.tsx';
import type { Side } from '../session/SessionScope.tsx';
import { Layout } from '../shell/Layout.tsx';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import type { BootInfo } from '../shell/ShellContext.tsx';
import { acceptJourneyRoutes, changeSubjectLoader, requestSidePaymentRoutes } from './acceptRoutes.tsx';
import { formLoader, requestErrorLoader, requestStepLoader, unknownPathLoader } from './guardLoaders.ts';
import { pageChunks } from './pageChunks.ts';
import { RouteError } from './RouteError.tsx';

const errorPage = () => pageChunks.error().then((m) => ({ Component: m.ErrorPage }));

/** The session scope loads with a side's first journey page, and the query client with it. */
const sessionScope = (side: Side) => () =>
  pageChunks.sessionScope().then(({ SessionScope }) => ({ element: <SessionScope side={side} /> }));

const toNotFound = ({ request }: LoaderFunctionArgs) =>
  redirect(withQuery('/error', new URL(request.url).search));

const toTriage = ({ request, params }: LoaderFunctionArgs) =>
  redirect(withQuery(journeyStartPath(params.form ?? ''), new URL(request.url).search));

/**
 * The one route table: the browser router and the server's first render (entry-server.tsx) are
 * both made from it, so the page the server draws is the page the browser hydrates.
 */
export function appRoutes(boot: BootInfo): RouteObject[] {
  return noteChunkLoads([
    {
      element: <Layout boot={boot} />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, element: boot.demo ? <HubPage /> : <BrandStartPage /> },
        { path: 'error', element: <NotFoundPage /> },
        {
          path: ':form',
          loader: formLoader(boot.brand),
          // While the opening page's chunk loads, the frame (header) already shows around this.
          hydrateFallbackElement: <PageLoading />,
          children: [
            { index: true, loader: toTriage },
            {
              path: 'request',
              children: [
                { index: true, loader: toTriage },
                { path: 'session-timeout', element: <SessionEndPage reason="timeout" side="request" /> },
                { path: 'session-ended', element: <SessionEndPage reason="ended" side="request" /> },
                // Pages that show the contact details (live opening hours) load with the query client.
                { path: 'error', loader: requestErrorLoader, lazy: errorPage },
                {
                  path: 'exclusive-error',
                  lazy: () => pageChunks.exclusiveError().then((m) => ({ Component: m.ExclusiveErrorPage })),
                },
                {
                  path: 'unavailable',
                  lazy: () => pageChunks.unavailable().then((m) => ({ Component: m.UnavailablePage })),
                },
                {
                  lazy: sessionScope('request'),
                  loader: requestStepLoader(boot.brand),
                  children: [
                    // The journey renderer loads with the step (triage and review without the
                    // question fields); each form's definition loads lazily inside it.
                    {
                      path: 'triage',
                      lazy: () => pageChunks.triageStep().then((m) => ({ Component: m.TriageStepRoute })),
                    },
                    {
                      path: 'review-and-confirm',
                      lazy: () => pageChunks.reviewStep().then((m) => ({ Component: m.ReviewStepRoute })),
                    },
                    ...requestSidePaymentRoutes,
                    {
                      path: ':step/*',
                      lazy: () => pageChunks.anyStep().then((m) => ({ Component: m.AnyStepRoute })),
                    },
                  ],
                },
              ],
            },
            {
              path: 'accept',
              children: [
                { path: 'session-timeout', element: <SessionEndPage reason="timeout" side="accept" /> },
                { path: 'session-ended', element: <SessionEndPage reason="ended" side="accept" /> },
                { path: 'error', lazy: errorPage },
                { path: 'invalid-token', element: <InvalidTokenPage /> },
                { path: 'out-of-date', element: <OutOfDatePage /> },
                // Outside the session scope: it ends the session, so no countdown may start here.
                // Like the other accept pages, the decided page (and the quote summary it shares) loads on demand.
                {
                  path: 'decided',
                  loader: changeSubjectLoader,
                  lazy: () =>
                    pageChunks.decided().then(({ DecidedPage }) => ({
                      element: (
                        <AcceptGuard page="decided">
                          <DecidedPage />
                        </AcceptGuard>
                      ),
                    })),
                },
                { lazy: sessionScope('accept'), children: acceptJourneyRoutes },
                { path: '*', loader: toNotFound },
              ],
            },
            { path: '*', loader: toNotFound },
          ],
        },
        { path: '*', loader: unknownPathLoader(boot.brand) },
      ],
    },
  ]);
}
