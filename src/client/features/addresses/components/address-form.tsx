import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { ErrorReference } from "#client/components/ui/error-reference.tsx";
import { FormMessage } from "#client/components/ui/form/field-parts.tsx";
import { TextField } from "#client/components/ui/form/text-field.tsx";
import {
  firstServerErrors,
  useLiveValidation,
  zodFieldErrors,
} from "#client/components/ui/form/validation.ts";
import { ApiError, isConnectionError, statusMessage } from "#client/lib/api-client.ts";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { refreshAddressList } from "#client/session/address-list.ts";
import { selectedDetailsOf, orderingSession as session } from "#client/session/ordering-session.ts";
import { type Address, type LatLng, saveAddressRequestSchema } from "#shared/contract/addresses.ts";
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressFormValues,
  deliveryLine,
  phoneDigits,
  saveAddressBody,
} from "../address-form-values.ts";
import { useSaveAddress } from "../api/save-address.ts";
import { clearDraft, saveDraftFields } from "../draft.ts";
import { addressStrings as t } from "../messages.gen.ts";
import styles from "./address-form.module.css";
import { AddressMapCard } from "./address-map-card.tsx";
import { NoticeThenMenu } from "./timed-notice.tsx";

type InputProps = {
  autoComplete: string;
  inputMode?: "numeric" | "text";
  half?: boolean;
  required?: boolean;
};
const inputProps: Record<AddressField, InputProps> = {
  label: { autoComplete: "off", required: true },
  location: { autoComplete: "address-level3", required: true },
  landmark: { autoComplete: "off", required: true },
  address_line: { autoComplete: "street-address", required: true },
  building: { autoComplete: "off", half: true },
  floor: { autoComplete: "off", half: true },
  flat: { autoComplete: "off", half: true },
  phone_number: { autoComplete: "tel-national", inputMode: "numeric", required: true },
};

// Live checks while typing use the server's own schema (same messages); the server decides on save.
const validate = (values: AddressFormValues) => zodFieldErrors(saveAddressRequestSchema, values);

export type AddressFormProps = {
  /** The address being edited; null for a new one. */
  record: Address | null;
  /** The confirmed point, its outlet (the server recomputes it) and its place name. */
  location: { point: LatLng; closestOutletId: number | null; place: string | null };
  initialValues: AddressFormValues;
  menuState: MenuState;
};

/**
 * The address form (spec sections 2, 4 and 5): the map card, the eight fields and Save Address.
 * The server checks the fields; its 422 errors are shown on each field. On success the list is
 * fetched and stored again, the saved address becomes the selected one, the server's message
 * shows for 3000 ms (or until OK), and the menu opens with the menu state.
 */
export function AddressForm({ record, location, initialValues, menuState }: AddressFormProps) {
  const save = useSaveAddress();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const addressId = record?.id ?? null;
  const [values, setValues] = useState<AddressFormValues>(initialValues);
  const form = useLiveValidation(values, validate);
  const [pointError, setPointError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const busy = save.isPending || finishing;

  const change = (field: AddressField, raw: string) => {
    const value = field === "phone_number" ? phoneDigits(raw) : raw;
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraftFields(addressId, next);
    form.fieldChanged(field);
  };

  const focusField = (field: AddressField) =>
    (formRef.current?.elements.namedItem(field) as HTMLInputElement | null)?.focus();

  const afterSave = async (answer: { msg: string; address_id: number; closest_outlet_id: number }) => {
    clearDraft();
    let saved: Address | undefined;
    try {
      const list = await refreshAddressList(queryClient);
      saved = list.data.find((address) => address.id === answer.address_id);
    } catch (error) {
      console.warn("address form: the list could not be refreshed", error);
    }
    const details = saved
      ? selectedDetailsOf(saved)
      : {
          id: answer.address_id,
          label: values.label.trim(),
          address: deliveryLine(values),
          closest_outlet_id: answer.closest_outlet_id,
          lat: location.point.lat,
          lng: location.point.lng,
        };
    // The outlet is the server's answer, whatever the list said.
    session.selectAddress({ ...details, closest_outlet_id: answer.closest_outlet_id });
    setNotice(answer.msg);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setPointError(undefined);
    const body = saveAddressBody(values, location.point, {
      addressId,
      closestOutletId: location.closestOutletId,
    });
    save.mutate(body, {
      onSuccess: (answer) => {
        setFinishing(true);
        void afterSave(answer).finally(() => setFinishing(false));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return; // the route sends them to /login
        if (error instanceof ApiError && error.status === 422) {
          const fieldErrors = firstServerErrors(error.fieldErrors, ADDRESS_FIELDS);
          form.setServerErrors(fieldErrors);
          const point = firstServerErrors(error.fieldErrors, ["latitude", "longitude"] as const);
          setPointError(point.latitude ?? point.longitude);
          const firstInvalid = ADDRESS_FIELDS.find((field) => fieldErrors[field]);
          if (firstInvalid) {
            setFormError(t.checkFields);
            focusField(firstInvalid);
          }
          return;
        }
        const message =
          statusMessage(error) ??
          (error instanceof ApiError && !isConnectionError(error) ? error.serverMessage : undefined) ??
          t.saveFailed;
        setFormError(message);
      },
    });
  };

  return (
    <>
      <AddressMapCard
        point={location.point}
        place={location.place}
        menuState={menuState}
        record={record}
        error={pointError}
      />
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        {ADDRESS_FIELDS.map((field) => {
          const { half, required, ...props } = inputProps[field];
          return (
            <TextField
              key={field}
              className={half ? styles.third : styles.full}
              name={field}
              type="text"
              label={t.fields[field]}
              hint={field === "label" ? t.hints.label : undefined}
              {...props}
              aria-required={required || undefined}
              dir={field === "phone_number" ? "ltr" : undefined}
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
              error={form.errors[field]}
              readOnly={busy}
            />
          );
        })}
        <div className={styles.actions}>
          <FormMessage>{formError}</FormMessage>
          {formError && <ErrorReference error={save.error} />}
          <BusyButton
            type="submit"
            className={`${buttonStyles.button} ${buttonStyles.block}`}
            busy={busy}
            busyText={t.saving}
          >
            {t.save}
          </BusyButton>
        </div>
      </form>
      <NoticeThenMenu message={notice} onDismiss={() => setNotice(null)} menuState={menuState} />
    </>
  );
}
