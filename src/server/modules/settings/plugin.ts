import fp from 'fastify-plugin';
import { createContactReader, type ContactReader } from './contactReader';
import { createSettingsRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The resort's contact details as saved in the back office, for e-mails and documents (contactReader.ts). */
    resortContact: ContactReader;
  }
}

/** Registered after the database: the mail plugin and the bookings' documents read the contact details through it. */
export default fp(
  async (app) => {
    app.decorate('resortContact', createContactReader(createSettingsRepository(app.db), app.changes));
  },
  { name: 'settings', dependencies: ['db'] },
);
