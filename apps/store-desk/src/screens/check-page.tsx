/**
 * The pass check: the member's pickup pass scanned with the camera, read from
 * a photo, or typed (reservation number and the 6-digit code); a valid pass shows the
 * reservation with the ID-check reminder, then staff hand it over or refuse it with a reason.
 * The member's timeline shows either at once (their detail screen asks again on focus and every
 * 15 s).
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@bottle/ui';
import { parsePickupPass, type PickupPass } from '@bottle/domain';
import {
  DESK_REFUSE_REASONS,
  useDeskCheckMutation,
  useDeskHandoverMutation,
  useDeskRefuseMutation,
  type DeskPassCheckResponse,
  type DeskRefuseReason,
  type DeskReservation,
} from '@bottle/api/desk';
import { deskErrorKey } from '../lib/errors';
import { useT, type DeskMessageKey } from '../lib/i18n';
import { Actions, Alert, Card, Columns, digitsOnly, Form, HintedField, Input, Label, Page } from '../lib/ui';
import { CameraScanner } from '../scan/camera-scanner';
import { decodeQrFile } from '../scan/decode-qr';
import { ReservationDetails } from './reservation-details';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  legend {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.touchTarget};
  }
  input[type='radio'] {
    width: 24px;
    height: 24px;
    margin: 0;
  }
`;

const FileLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  input {
    min-height: ${({ theme }) => theme.touchTarget};
  }
  small {
    font-weight: ${({ theme }) => theme.typography.weight.regular};
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

type Done = { kind: 'handedOver' | 'refused'; reservation: DeskReservation };

function PassEntry({ onPass, busy, problem }: { onPass: (pass: PickupPass) => void; busy: boolean; problem: DeskMessageKey | null }) {
  const t = useT();
  const [pickupNo, setPickupNo] = useState('');
  const [code, setCode] = useState('');
  const [local, setLocal] = useState<DeskMessageKey | null>(null);

  const read = (text: string | null) => {
    if (text === null) return setLocal('desk.check.noQr');
    const pass = parsePickupPass(text);
    if (!pass) return setLocal('desk.check.notPass');
    setLocal(null);
    onPass(pass);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pass = parsePickupPass(`${pickupNo.trim()} ${code}`);
    if (!pass) return setLocal('desk.check.incomplete');
    setLocal(null);
    onPass(pass);
  };

  const shown = local ?? problem;
  return (
    <>
      {shown ? <Alert role="alert">{t(shown)}</Alert> : null}
      <Columns>
        <Card aria-labelledby="scan-title">
          <h2 id="scan-title">{t('desk.check.scanTitle')}</h2>
          <p>{t('desk.check.scanIntro')}</p>
          <CameraScanner onText={read} />
          <FileLabel>
            {t('desk.check.image')}
            <small id="image-hint">{t('desk.check.imageHint')}</small>
            <input
              type="file"
              accept="image/*"
              aria-describedby="image-hint"
              disabled={busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void decodeQrFile(file).then(read, () => read(null));
              }}
            />
          </FileLabel>
        </Card>
        <Card aria-labelledby="type-title">
          <h2 id="type-title">{t('desk.check.typeTitle')}</h2>
          <Form onSubmit={submit} noValidate>
            <HintedField
              label={t('desk.check.pickupNo')}
              hint={t('desk.check.pickupNoHint')}
              value={pickupNo}
              onChange={(e) => setPickupNo(e.target.value.toUpperCase().slice(0, 14))}
              autoCapitalize="characters"
              autoComplete="off"
            />
            <HintedField
              label={t('desk.check.code')}
              hint={t('desk.check.codeHint')}
              value={code}
              onChange={(e) => setCode(digitsOnly(e.target.value, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <Button type="submit" block disabled={busy} aria-busy={busy}>
              {t('desk.check.submit')}
            </Button>
          </Form>
        </Card>
      </Columns>
    </>
  );
}

function CheckedPass({ checked, onDone, onBack }: { checked: DeskPassCheckResponse; onDone: (done: Done) => void; onBack: () => void }) {
  const t = useT();
  const r = checked.reservation;
  const [handover, handoverState] = useDeskHandoverMutation();
  const [refuse, refuseState] = useDeskRefuseMutation();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState<DeskRefuseReason>('NO_ID');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<DeskMessageKey | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const busy = handoverState.isLoading || refuseState.isLoading;

  const handOver = async () => {
    const result = await handover({ pickup_no: r.pickup_no, check_tkn: checked.check_tkn });
    if (result.data) onDone({ kind: 'handedOver', reservation: result.data });
    else setProblem(deskErrorKey(result.error));
  };
  const submitRefusal = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === 'OTHER' && !text.trim()) return setProblem('desk.refuse.otherRequired');
    const result = await refuse({
      pickup_no: r.pickup_no,
      check_tkn: checked.check_tkn,
      rsn_cd: reason,
      ...(reason === 'OTHER' ? { rsn_txt: text.trim() } : {}),
    });
    if (result.data) onDone({ kind: 'refused', reservation: result.data });
    else setProblem(deskErrorKey(result.error));
  };

  return (
    <Card aria-labelledby="checked-title">
      <h2 id="checked-title" ref={heading} tabIndex={-1}>
        {t('desk.reservation.title', { no: r.pickup_no })}
      </h2>
      <Alert tone="success" role="status">
        {t('desk.reservation.valid')}
      </Alert>
      <ReservationDetails reservation={r} />
      {problem ? <Alert role="alert">{t(problem)}</Alert> : null}
      {refusing ? (
        <Form onSubmit={(e) => void submitRefusal(e)} noValidate>
          <Fieldset>
            <legend>{t('desk.refuse.title')}</legend>
            {DESK_REFUSE_REASONS.map((code) => (
              <label key={code}>
                <input type="radio" name="reason" value={code} checked={reason === code} onChange={() => setReason(code)} />
                {t(`desk.refuse.${code}`)}
              </label>
            ))}
          </Fieldset>
          {reason === 'OTHER' ? (
            <Label>
              {t('desk.refuse.otherText')}
              <Input value={text} onChange={(e) => setText(e.target.value.slice(0, 100))} maxLength={100} />
            </Label>
          ) : null}
          <Actions>
            <Button variant="secondary" onClick={() => setRefusing(false)} disabled={busy}>
              {t('desk.refuse.cancel')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={refuseState.isLoading}>
              {t('desk.refuse.submit')}
            </Button>
          </Actions>
        </Form>
      ) : (
        <Actions>
          <Button variant="secondary" onClick={() => setRefusing(true)} disabled={busy}>
            {t('desk.refuse')}
          </Button>
          <Button onClick={() => void handOver()} disabled={busy} aria-busy={handoverState.isLoading}>
            {t('desk.handover')}
          </Button>
        </Actions>
      )}
      <Button variant="text" onClick={onBack} disabled={busy}>
        {t('desk.next')}
      </Button>
    </Card>
  );
}

function Finished({ done, onNext }: { done: Done; onNext: () => void }) {
  const t = useT();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  return (
    <Card aria-labelledby="done-title">
      <h2 id="done-title">{t('desk.reservation.title', { no: done.reservation.pickup_no })}</h2>
      <Alert tone="success" role="status">
        {done.kind === 'handedOver' ? t('desk.handedOver', { name: done.reservation.mbr_nm }) : t('desk.refused')}
      </Alert>
      <ReservationDetails reservation={done.reservation} showIdCheck={false} />
      <Button ref={next} onClick={onNext}>
        {t('desk.next')}
      </Button>
    </Card>
  );
}

export function CheckPage() {
  const t = useT();
  const [check, checkState] = useDeskCheckMutation();
  const [checked, setChecked] = useState<DeskPassCheckResponse | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [problem, setProblem] = useState<DeskMessageKey | null>(null);

  const onPass = async (pass: PickupPass) => {
    setProblem(null);
    const result = await check({ pickup_no: pass.pickupNo, pass_cd: pass.code });
    if (result.data) setChecked(result.data);
    else setProblem(deskErrorKey(result.error));
  };
  const reset = () => {
    setChecked(null);
    setDone(null);
    setProblem(null);
  };

  return (
    <Page id="main" tabIndex={-1}>
      <h1>{t('desk.check.title')}</h1>
      {done ? (
        <Finished done={done} onNext={reset} />
      ) : checked ? (
        <CheckedPass key={checked.check_tkn} checked={checked} onDone={setDone} onBack={reset} />
      ) : (
        <PassEntry onPass={(pass) => void onPass(pass)} busy={checkState.isLoading} problem={problem} />
      )}
    </Page>
  );
}
