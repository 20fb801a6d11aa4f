// A local mail sink for the end-to-end tests, like MailHog: a real SMTP server (smtp-server) the
// content service delivers to, and an HTTP inbox the tests read (`GET /messages`: every mail
// received, oldest first, as { from, to, subject, text }).
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './processes.mjs';

export async function startMailSink() {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            from: mail.from?.text ?? '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          done();
        })
        .catch(done);
    },
  });
  // A sender that goes away mid-session (the durability test kills the content service while it
  // delivers) resets its connection: that is the sender's failure, not the sink's, and an 'error'
  // event without a listener would end the test run.
  smtp.on('error', (error) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('mail sink:', error.message);
  });
  const smtpPort = await freePort();
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const inbox = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/messages') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end(JSON.stringify(messages));
    }
    res.writeHead(404).end();
  });
  const httpPort = await freePort();
  await new Promise((resolve) => inbox.listen(httpPort, '127.0.0.1', resolve));

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://127.0.0.1:${httpPort}`,
    messages,
    async stop() {
      inbox.closeAllConnections();
      await Promise.all([new Promise((resolve) => inbox.close(resolve)), new Promise((resolve) => smtp.close(resolve))]);
    },
  };
}
