import { type MailWorker, startMail } from '../../../gateway/src/features/mail/mail';
import type { startTestServer } from '../../support/server';
import { type SmtpSink, startSmtpSink } from '../../support/smtp-sink';
import { useAppInChromium } from './app';

/**
 * The app in Chromium with a real SMTP server on loopback and the gateway's mail worker: the sink
 * starts first, so the gateway's configuration (`config`) can point at it.
 */
export function useAppWithMail(
  sinkOptions: Parameters<typeof startSmtpSink>[0],
  config: (sink: SmtpSink) => Parameters<typeof startTestServer>[0],
) {
  const mail = {} as { sink: SmtpSink };
  beforeAll(async () => {
    mail.sink = await startSmtpSink(sinkOptions);
  });
  const app = useAppInChromium(() => config(mail.sink));
  let worker: MailWorker | undefined;
  beforeAll(async () => {
    worker = await startMail(app.server.deps, { pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker?.stop();
    await mail.sink?.close();
  });
  return { app, mail };
}
