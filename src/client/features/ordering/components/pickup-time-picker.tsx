import { useId } from "react";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { outletName } from "#shared/i18n/localized-content.ts";
import { closedMessage } from "#shared/rules/opening-hours.ts";
import { useOutlets } from "../api/get-outlets.ts";
import { pickupTimeStrings as t } from "../messages.gen.ts";
import {
  ASAP,
  choiceSummary,
  hasFreeSlot,
  laterChoice,
  type PickupChoice,
  SLOT_DAYS,
  slotsOn,
} from "../pickup-time.ts";
import type { PickupTimeState } from "../use-pickup-time.ts";
import styles from "./pickup-time-picker.module.css";

type PickupTimePickerProps = {
  outletId: number;
  orderType: number;
  state: PickupTimeState;
  onChange: (choice: PickupChoice) => void;
  /** Beside the picker: a time the server refused, one that filled up or passed meanwhile. */
  message: string | null;
};

/**
 * As soon as possible (with the estimate) or a later slot: the day, then the time from a native
 * list where full slots stay visible but cannot be chosen. While the outlet is closed, as soon
 * as possible is disabled with the spec's closed message, and a slot after it opens can still be
 * chosen.
 */
export function PickupTimePicker({ outletId, orderType, state, onChange, message }: PickupTimePickerProps) {
  const id = useId();
  const { offer, choice } = state;
  const answer = offer.data;
  const closed = answer !== undefined && !answer.asap_available;
  const canChooseLater = answer !== undefined && SLOT_DAYS.some((day) => hasFreeSlot(answer.slots, day));
  const summary = choiceSummary(choice, answer, orderType);
  const delivery = orderType === ORDER_TYPE.delivery;
  const ids = { closed: `${id}-closed`, message: `${id}-message`, time: `${id}-time` };

  return (
    <fieldset className={styles.picker} data-pickup-time="">
      <legend className={styles.legend}>{delivery ? t.legend.delivery : t.legend.pickup}</legend>

      <label className={styles.option}>
        <input
          type="radio"
          name={`${id}-when`}
          checked={choice.kind === "asap"}
          disabled={closed}
          aria-describedby={closed ? ids.closed : undefined}
          onChange={() => onChange(ASAP)}
        />
        <span>{answer && !closed ? t.asapAbout({ minutes: answer.asap_minutes }) : t.asap}</span>
      </label>
      {closed && <ClosedNow id={ids.closed} outletId={outletId} />}

      <label className={styles.option}>
        <input
          type="radio"
          name={`${id}-when`}
          checked={choice.kind === "later"}
          disabled={!canChooseLater}
          onChange={() => onChange(laterChoice(answer))}
        />
        <span>{t.later}</span>
      </label>

      {choice.kind === "later" && answer && (
        <div className={styles.later}>
          <fieldset className={styles.days}>
            <legend className="visually-hidden">{t.day}</legend>
            {SLOT_DAYS.map((day) => (
              <label key={day} className={styles.day}>
                <input
                  type="radio"
                  name={`${id}-day`}
                  checked={choice.day === day}
                  disabled={!hasFreeSlot(answer.slots, day)}
                  onChange={() => onChange({ kind: "later", day, start: null })}
                />
                <span>{t.dayNames[day]}</span>
              </label>
            ))}
          </fieldset>
          <label className={styles.timeField} htmlFor={ids.time}>
            <span className={styles.timeLabel}>{t.time}</span>
            <select
              id={ids.time}
              className={styles.select}
              value={choice.start ?? ""}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? ids.message : undefined}
              onChange={(event) =>
                onChange({ kind: "later", day: choice.day, start: event.target.value || null })
              }
            >
              <option value="" disabled>
                {t.chooseTime}
              </option>
              {slotsOn(answer.slots, choice.day).map((slot) => (
                <option key={slot.start} value={slot.start} disabled={slot.full}>
                  {slot.full ? t.full({ label: slot.label }) : slot.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}

      {offer.isPending && <p className={styles.note}>{t.loading}</p>}
      {!answer && offer.isError && <p className={styles.note}>{t.loadFailed}</p>}
      {answer && !canChooseLater && <p className={styles.note}>{t.noTimes}</p>}
      {summary && (
        <p className={styles.summary} data-pickup-summary="">
          {summary}
        </p>
      )}
      {message && (
        <p id={ids.message} role="alert" className={styles.message}>
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** The spec's "<outlet> is closed now. Available hours are <open> - <close>" for as soon as possible. */
function ClosedNow({ id, outletId }: { id: string; outletId: number }) {
  const outlet = useOutlets().data?.find((candidate) => candidate.id === outletId);
  return (
    <p id={id} className={styles.closed}>
      {outlet?.opening_times
        ? closedMessage(outletName(outlet), outlet.opening_times, new Date())
        : t.closedNow}
    </p>
  );
}
