/** The member's tasting diary (libs/api A15-A20): notes listed, read, written, changed and deleted. */
import type { TastingNoteInfoResponse, TastingNoteInsertResponse, TastingNoteListResponse } from '@bottle/api';
import { str } from '../http';
import { ack, byKey, paged, type Registrars } from './register';

export function registerDiaryRoutes({ app }: Registrars): void {
  app('/app/tasting/note/list', paged(({ backend, cno }): TastingNoteListResponse['list'] => backend.notes(cno)));
  app('/app/tasting/note/info', ({ body, backend, cno }): TastingNoteInfoResponse => byKey(backend.notes(cno), (n) => n.note_no, str(body, 'note_no'), 'note'));
  app('/app/tasting/note/insert', ({ body, backend, cno }): TastingNoteInsertResponse => ({ note_no: backend.insertNote(cno, body as never) }));
  app(
    '/app/tasting/note/update',
    ack(({ body, backend, cno }) => {
      str(body, 'note_no');
      backend.updateNote(cno, body as never);
    }),
  );
  app('/app/tasting/note/delete', ack(({ body, backend, cno }) => backend.deleteNote(cno, str(body, 'note_no'))));
}
