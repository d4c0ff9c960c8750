/** The member's tasting diary (libs/api A15-A20): notes listed, read, written, changed and deleted. */
import type { TastingNoteInfoResponse, TastingNoteInsertResponse, TastingNoteListResponse } from '@bottle/api';
import { str } from '../http';
import { resolvePictureKey } from './bucket';
import { ack, byKey, paged, type Registrars } from './register';

export function registerDiaryRoutes({ app }: Registrars): void {
  app(
    '/app/tasting/note/list',
    paged(({ backend, cno }): TastingNoteListResponse['list'] => backend.notes(cno)),
  );
  app('/app/tasting/note/info', ({ body, backend, cno }): TastingNoteInfoResponse =>
    byKey(backend.notes(cno), (n) => n.note_no, str(body, 'note_no'), 'note'),
  );
  // A38: a photo comes as the image bucket's key (`photo_key`); the note keeps the picture.
  app('/app/tasting/note/insert', (ctx): TastingNoteInsertResponse => {
    resolvePictureKey(ctx, 'photo_key', 'photo_url');
    return { note_no: ctx.backend.insertNote(ctx.cno, ctx.body as never) };
  });
  app(
    '/app/tasting/note/update',
    ack((ctx) => {
      str(ctx.body, 'note_no');
      resolvePictureKey(ctx, 'photo_key', 'photo_url');
      ctx.backend.updateNote(ctx.cno, ctx.body as never);
    }),
  );
  app(
    '/app/tasting/note/delete',
    ack(({ body, backend, cno }) => backend.deleteNote(cno, str(body, 'note_no'))),
  );
}
