import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { FormAlert } from "~/components/forms/FormAlert";
import { OptionField } from "~/components/product-page/OptionField";
import { Button } from "~/components/ui/Button";
import { Container } from "~/components/ui/Container";
import * as fieldStyles from "~/components/ui/field.css";
import { optionFieldName } from "~/lib/cart/cart-options";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/forms/progressive";
import {
  configurationSummary,
  type ConfiguratorState,
  offeredIndexes,
  offeredUsages,
  priceLines,
  refusedUsageReasons,
  reviewRows,
  stepErrors,
  stepsFor,
  STEP_TITLES,
  usageOf,
  type LensErrors,
  type LensProduct,
  type LensValues,
  type Step,
} from "~/lib/lenses/configurator";
import { lensValuesOfForm } from "~/lib/lenses/form-values";
import { fileProblem, formatPower, RANGES, takesAddition, USAGE_NAMES, type Usage } from "~/lib/lenses/rules";
import * as styles from "./lenses.css";

export type LensConfiguratorProps = ConfiguratorState;

const USAGE_NOTES: Record<Usage, string> = {
  "frame-only": "The frame without lenses, for your own optician.",
  "non-prescription": "Clear lenses without correction, for style.",
  "single-vision": "One correction across the lens, for seeing far.",
  reading: "One correction for close-up: books, phones, sewing.",
  progressive: "Far, middle and near in one lens, without a line.",
};

const INDEX_NOTES: Record<string, string> = {
  "1.50": "Standard",
  Trivex: "Light and impact-resistant",
  Polycarbonate: "Impact-resistant: kids, sports, rimless",
  "1.60": "Thin, lighter",
  "1.67": "Thinner, for stronger prescriptions",
  "1.74": "Thinnest we make",
};

/** The recommended lens material's note (docs/decisions/302-index-recommended-by-strength.md). */
const RECOMMENDED = "Recommended for your prescription";

/** −20.00 … +12.00 in 0.25 steps, strongest plus first: the values an optician writes. */
const powers = (range: { min: number; max: number; step: number }, skipZero = false) =>
  Array.from({ length: Math.round((range.max - range.min) / range.step) + 1 }, (_, i) => range.max - i * range.step).filter(
    (value) => !(skipZero && value === 0),
  );

const ascii = (value: number) => formatPower(value).replace("\u2212", "-");

/**
 * The lens configurator: usage → prescription → lens material → coatings → review, one form that
 * carries every step. Without JavaScript each step is a post the server answers with the next; with
 * it the steps change in place, each field checked as it is typed, and only the last step posts.
 */
export function LensConfigurator(props: LensConfiguratorProps) {
  const { product, replaces } = props;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState(props.step);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(Object.keys(props.errors)));
  const [fileChosen, setFileChosen] = useState<File | null>(null);
  const [formValues, setValues] = useState(props.values);
  // A file chosen but not yet sent counts as the upload it becomes with the last post.
  const values = withChosenFile(formValues, fileChosen);

  const usage = usageOf(values);
  const steps = stepsFor(product, usage);
  const position = Math.max(0, steps.indexOf(step));
  const next = steps[position + 1];
  const previous = steps[position - 1];
  // The server's errors until the shopper types; then the page's own, for the fields they touched.
  const liveErrors = hydrated ? stepErrorsWithFile(product, step, values, fileChosen) : {};
  const errorOf = (name: string) => (hydrated && touched.has(name) ? liveErrors[name] : props.errors[name]);
  const { lines, total } = priceLines(product, values);
  const busy = navigation.state !== "idle";

  const read = () => (form.current ? lensValuesOfForm(new FormData(form.current)) : formValues);
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "file") {
      const file = target.files?.[0] ?? null;
      setFileChosen(file);
    }
    setTouched((before) => new Set(before).add(target.name === "file" ? "file" : target.name));
    setValues(read());
  };
  /** With JavaScript, moving between steps needs no post: the step's fields are checked here. */
  const go = (event: MouseEvent<HTMLButtonElement>, target: Step | undefined, check: boolean) => {
    if (!hydrated || !target) return;
    event.preventDefault();
    const current = read();
    setValues(current);
    const errors = check ? stepErrorsWithFile(product, step, withChosenFile(current, fileChosen), fileChosen) : {};
    if (Object.keys(errors).length) {
      setTouched((before) => new Set([...before, ...Object.keys(errors)]));
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setStep(target);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("h2")?.focus());
  };

  const stepProps = { product, values, errorOf };
  return (
    <Container className={styles.page}>
      <Link to={product.href} className={styles.link}>
        Back to {product.name}
      </Link>
      <h1 className={styles.heading}>Choose lenses</h1>
      <p className={styles.intro}>Made for {product.name} by our opticians, checked against your prescription before we cut.</p>
      <ol className={styles.steps} aria-label="Steps">
        {steps.map((name, index) => (
          <li
            key={name}
            className={cx(styles.stepItem, index === position && styles.stepCurrent, index < position && styles.stepDone)}
            aria-current={index === position ? "step" : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepLabelMobile}>{STEP_TITLES[name]}</span>
          </li>
        ))}
      </ol>
      <div className={styles.layout}>
        <Form
          method="post"
          encType="multipart/form-data"
          ref={form}
          noValidate
          onInput={onInput}
          onChange={onInput}
          className={styles.panel}
          onSubmit={(event) => busy && event.preventDefault()}
        >
          <input type="hidden" name="replaces" value={replaces} />
          <input type="hidden" name="fileName" value={props.fileName} />
          {/* Each step's fields are in the form: the other steps' travel hidden with it. */}
          <StepPart current={step} name="usage">
            <UsageStep {...stepProps} />
          </StepPart>
          <StepPart current={step} name="prescription">
            <PrescriptionStep {...stepProps} fileName={fileChosen?.name ?? props.fileName} />
          </StepPart>
          <StepPart current={step} name="lens">
            <LensStep {...stepProps} />
          </StepPart>
          <StepPart current={step} name="coatings">
            <CoatingsStep {...stepProps} />
          </StepPart>
          {step === "review" ? <ReviewStep product={product} values={values} onEdit={go} /> : null}
          <FormAlert message={props.errors.form} />
          <div className={styles.actions}>
            {previous ? (
              <Button type="submit" variant="outline" name="go" value={previous} onClick={(event) => go(event, previous, false)}>
                Back
              </Button>
            ) : (
              <span />
            )}
            {next ? (
              <Button type="submit" name="go" value={next} onClick={(event) => go(event, next, true)}>
                Continue to {STEP_TITLES[next].toLowerCase()}
              </Button>
            ) : (
              <Button type="submit" name="go" value="add" size="lg" aria-disabled={busy || undefined}>
                {busy ? "Adding…" : replaces ? "Update cart" : "Add to cart"}
              </Button>
            )}
          </div>
        </Form>
        <aside className={styles.aside} aria-label="Your glasses">
          <div className={styles.frame}>
            {product.image ? <img src={product.image.src} alt="" className={styles.frameImage} width={88} height={44} /> : null}
            <p className={styles.frameName}>{product.name}</p>
          </div>
          <dl className={styles.prices}>
            {lines.map((line, index) => (
              <PriceRow key={`${line.label}-${index}`} label={line.label} price={line.price} />
            ))}
          </dl>
          <p className={styles.total} aria-live="polite">
            <span>Total</span>
            <span data-testid="lens-total">{total}</span>
          </p>
          <p className={styles.privacy}>
            Your prescription is kept only with your cart and order, seen only by our opticians, and never shared.
          </p>
        </aside>
      </div>
    </Container>
  );
}

/** What stands for the code of a file the last post will upload; never posted itself. */
const PENDING_UPLOAD = "pending-upload";

/** The values with a chosen, acceptable file standing for its upload's code until the last post sends it. */
function withChosenFile(values: LensValues, file: File | null): LensValues {
  if (!file || values.prescription?.source !== "upload" || values.prescription.fileCode || fileProblem(file)) return values;
  return { ...values, prescription: { ...values.prescription, fileCode: PENDING_UPLOAD } };
}

/** The step's errors, and a chosen file's own problem (its type or size). */
function stepErrorsWithFile(product: LensProduct, step: Step, values: LensValues, file: File | null): LensErrors {
  const problem = file && values.prescription?.source === "upload" ? fileProblem(file) : null;
  const errors = stepErrors(product, step, values);
  return problem ? { ...errors, file: problem } : errors;
}

function PriceRow({ label, price }: { label: string; price: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{price}</dd>
    </>
  );
}

/** One step's fieldset: shown when it is the current step, hidden (its values still sent) otherwise. */
function StepPart({ current, name, children }: { current: Step; name: Step; children: ReactNode }) {
  return (
    <div hidden={current !== name} data-step={name}>
      {current === name ? (
        <h2 className={styles.stepTitle} tabIndex={-1}>
          {STEP_TITLES[name]}
        </h2>
      ) : null}
      {children}
    </div>
  );
}

interface StepProps {
  product: LensProduct;
  values: LensValues;
  errorOf: (name: string) => string | undefined;
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={fieldStyles.error}>
      {message}
    </p>
  ) : null;
}

/** A group of radio or checkbox cards, each with its note and its price. */
function ChoiceCards({
  legend,
  name,
  type = "radio",
  choices,
  chosen,
  error,
}: {
  legend: string;
  name: string;
  type?: "radio" | "checkbox";
  /** A choice without a price (undefined) shows none; "" is "Included". */
  choices: { value: string; label: string; note?: string; price?: string }[];
  chosen: readonly string[];
  error: string | undefined;
}) {
  const errorId = `lens-${name}-error`;
  return (
    <fieldset className={styles.group} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.cards}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type={type}
              name={name}
              value={choice.value}
              defaultChecked={chosen.includes(choice.value)}
              className="visually-hidden"
            />
            <span className={styles.choiceName}>{choice.label}</span>
            {choice.note ? <span className={styles.choiceNote}>{choice.note}</span> : null}
            {choice.price === undefined ? null : <span className={styles.choicePrice}>{choice.price || "Included"}</span>}
          </label>
        ))}
      </div>
      <ErrorText id={errorId} message={error} />
    </fieldset>
  );
}

function UsageStep({ product, values, errorOf }: StepProps) {
  return (
    <>
      {refusedUsageReasons(product).map((reason) => (
        <p key={reason} className={styles.notice}>
          {reason}
        </p>
      ))}
      <ChoiceCards
        legend="How will you use these glasses?"
        name="usage"
        choices={offeredUsages(product).map(({ usage, value }) => ({
          value: usage,
          label: USAGE_NAMES[usage],
          note: USAGE_NOTES[usage],
          price: value.price,
        }))}
        chosen={values.usage ? [values.usage] : []}
        error={errorOf("usage")}
      />
      {product.frameOptions.map((option) => (
        <OptionField
          key={option.id}
          option={option}
          chosen={values.frame?.[option.id]?.split("|")}
          error={errorOf(optionFieldName(option.id))}
        />
      ))}
    </>
  );
}

/** A select of signed powers; "" is the first choice (the cylinder's "none", the sphere's "choose"). */
function PowerSelect({
  id,
  name,
  label,
  values,
  empty,
  centred = false,
  chosen,
  error,
  showLabel = false,
  className,
}: {
  className?: string;
  id: string;
  name: string;
  label: string;
  showLabel?: boolean;
  values: number[];
  empty: string;
  /** The empty choice sits just above 0.00, so the open list starts there, not at the strongest plus. */
  centred?: boolean;
  chosen: string | undefined;
  error: string | undefined;
}) {
  const split = centred ? values.findIndex((value) => value <= 0) : 0;
  const at = split < 0 ? values.length : split;
  const option = (value: number) => (
    <option key={value} value={ascii(value)}>
      {formatPower(value)}
    </option>
  );
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={id} className={showLabel ? fieldStyles.label : "visually-hidden"}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={chosen ?? ""}
        className={cx(fieldStyles.input, styles.powerSelect)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {values.slice(0, at).map(option)}
        <option value="">{empty}</option>
        {values.slice(at).map(option)}
      </select>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

function TextField({
  name,
  label,
  chosen,
  error,
  hint,
  className,
  hideLabel = false,
}: {
  name: string;
  label: string;
  chosen: string | undefined;
  error: string | undefined;
  hint?: string;
  className?: string;
  hideLabel?: boolean;
}) {
  const id = `lens-${name}`;
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        defaultValue={chosen ?? ""}
        maxLength={8}
        className={fieldStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.help}>
          {hint}
        </p>
      ) : null}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

function PrescriptionStep({ product, values, errorOf, fileName }: StepProps & { fileName: string }) {
  const rx = values.prescription ?? {};
  const usage = usageOf(values);
  // The frame's own range narrows the list (docs/decisions/301-rules-from-the-frame.md).
  const frameRange = product.frame.sphere;
  const sphereValues = powers(
    frameRange
      ? { ...RANGES.sphere, min: Math.max(RANGES.sphere.min, frameRange.min), max: Math.min(RANGES.sphere.max, frameRange.max) }
      : RANGES.sphere,
  );
  const cylinderValues = powers(RANGES.cylinder, true);
  const eyeRow = (eye: "right" | "left", label: string, note: string) => (
    <>
      <span className={styles.eyeLabel}>
        {label}
        <span className={styles.eyeNote}>{note}</span>
      </span>
      <PowerSelect
        id={`lens-${eye}Sphere`}
        name={`${eye}Sphere`}
        label={`${note} eye sphere (SPH)`}
        values={sphereValues}
        centred
        empty="Choose"
        chosen={rx[`${eye}Sphere`]}
        error={errorOf(`${eye}Sphere`)}
      />
      <PowerSelect
        id={`lens-${eye}Cylinder`}
        name={`${eye}Cylinder`}
        label={`${note} eye cylinder (CYL)`}
        values={cylinderValues}
        empty="0.00"
        chosen={rx[`${eye}Cylinder`]}
        error={errorOf(`${eye}Cylinder`)}
      />
      <TextField name={`${eye}Axis`} label={`${note} eye axis`} chosen={rx[`${eye}Axis`]} error={errorOf(`${eye}Axis`)} hideLabel />
    </>
  );
  return (
    <>
      <ChoiceCards
        legend="Your prescription"
        name="source"
        choices={[
          { value: "typed", label: "Type it in", note: "From your optician's paper, in a minute." },
          { value: "upload", label: "Upload a photo or PDF", note: "JPEG, PNG or PDF, up to 5 MB." },
          { value: "later", label: "I'll send it after ordering", note: "We wait for it before making your lenses." },
        ]}
        chosen={rx.source ? [rx.source] : []}
        error={errorOf("source")}
      />
      <input type="hidden" name="fileCode" value={rx.fileCode === PENDING_UPLOAD ? "" : (rx.fileCode ?? "")} />
      <div className={cx(styles.section, styles.typedPart)}>
        <div className={styles.grid} role="group" aria-label="Prescription per eye">
          <span />
          <span className={styles.gridHead} aria-hidden="true">
            Sphere (SPH)
          </span>
          <span className={styles.gridHead} aria-hidden="true">
            Cylinder (CYL)
          </span>
          <span className={styles.gridHead} aria-hidden="true">
            Axis
          </span>
          {eyeRow("right", "OD", "Right")}
          {eyeRow("left", "OS", "Left")}
        </div>
        {frameRange ? (
          <p className={styles.help}>
            This frame takes a sphere from {formatPower(frameRange.min)} to {formatPower(frameRange.max)}.
          </p>
        ) : null}
        {usage && takesAddition(usage) ? (
          <PowerSelect
            id="lens-addition"
            name="addition"
            label="Reading addition (ADD), the same for both eyes"
            showLabel
            className={styles.additionField}
            values={powers(RANGES.addition)}
            empty="Choose"
            chosen={rx.addition}
            error={errorOf("addition")}
          />
        ) : null}
        <fieldset className={cx(styles.group, styles.pdGroup)}>
          <legend className={styles.legend}>Pupillary distance (PD)</legend>
          <div className={styles.row}>
            <label>
              <input type="radio" name="pdKind" value="single" defaultChecked={rx.pdKind !== "dual"} /> One number
            </label>
            <label>
              <input type="radio" name="pdKind" value="dual" defaultChecked={rx.pdKind === "dual"} /> One per eye
            </label>
          </div>
          <div className={styles.row}>
            <TextField
              name="pd"
              label="PD in mm"
              chosen={rx.pd}
              error={errorOf("pd")}
              className={cx(styles.narrowField, styles.singlePart)}
            />
            <TextField
              name="pdRight"
              label="Right eye, mm"
              chosen={rx.pdRight}
              error={errorOf("pdRight")}
              className={cx(styles.narrowField, styles.dualPart)}
            />
            <TextField
              name="pdLeft"
              label="Left eye, mm"
              chosen={rx.pdLeft}
              error={errorOf("pdLeft")}
              className={cx(styles.narrowField, styles.dualPart)}
            />
          </div>
          <p className={styles.help}>
            Often written on your prescription; 50–80 mm for both eyes.{" "}
            <Link to="/size_guide#pupillary-distance" className={styles.link}>
              How to measure your PD
            </Link>
          </p>
        </fieldset>
      </div>
      <div className={cx(styles.section, styles.uploadPart)}>
        <label htmlFor="lens-file" className={fieldStyles.label}>
          Photo or PDF of your prescription
        </label>
        <input
          id="lens-file"
          type="file"
          name="file"
          accept="image/jpeg,image/png,application/pdf"
          className={fieldStyles.input}
          aria-invalid={errorOf("file") ? true : undefined}
          aria-describedby={errorOf("file") ? "lens-file-error" : "lens-file-hint"}
        />
        <p id="lens-file-hint" className={styles.help}>
          {fileName && rx.fileCode ? `Received: ${fileName}. Choose another file to replace it.` : "JPEG, PNG or PDF, up to 5 MB."}
        </p>
        <ErrorText id="lens-file-error" message={errorOf("file")} />
      </div>
    </>
  );
}

function LensStep({ product, values, errorOf }: StepProps) {
  const usage = usageOf(values);
  const { offered, recommended, refused } = offeredIndexes(product, values);
  const reasons = [...new Set(refused.map((refusal) => refusal.reason))];
  return (
    <>
      {product.lens.index && usage && usage !== "non-prescription" && usage !== "frame-only" ? (
        <>
          {reasons.map((reason) => (
            <p key={reason} className={styles.notice}>
              {reason}
            </p>
          ))}
          <ChoiceCards
            legend="Lens material"
            name="index"
            choices={offered.map((value) => ({
              value: value.id,
              label: value.name,
              note: value === recommended ? RECOMMENDED : INDEX_NOTES[value.name],
              price: value.price,
            }))}
            chosen={values.index ? [values.index] : []}
            error={errorOf("index")}
          />
        </>
      ) : null}
      {product.lens.tint ? (
        <ChoiceCards
          legend="Sun lens tint"
          name="tint"
          choices={product.lens.tint.values.map((value) => ({ value: value.id, label: value.name, price: value.price }))}
          chosen={values.tint ? [values.tint] : []}
          error={errorOf("tint")}
        />
      ) : null}
      {product.lens.polarised ? (
        <ChoiceCards
          legend="Polarisation"
          name="polarised"
          choices={product.lens.polarised.values.map((value) => ({ value: value.id, label: value.name, price: value.price }))}
          chosen={values.polarised ? [values.polarised] : []}
          error={errorOf("polarised")}
        />
      ) : null}
    </>
  );
}

function CoatingsStep({ product, values, errorOf }: StepProps) {
  if (!product.lens.coatings) return null;
  return (
    <ChoiceCards
      legend="Coatings (as many as you like)"
      name="coatings"
      type="checkbox"
      choices={product.lens.coatings.values.map((value) => ({ value: value.id, label: value.name, price: value.price }))}
      chosen={values.coatings ?? []}
      error={errorOf("coatings")}
    />
  );
}

function ReviewStep({
  product,
  values,
  onEdit,
}: {
  product: LensProduct;
  values: LensValues;
  onEdit: (event: MouseEvent<HTMLButtonElement>, target: Step, check: boolean) => void;
}) {
  return (
    <div data-step="review">
      <h2 className={styles.stepTitle} tabIndex={-1}>
        Review
      </h2>
      <p className={styles.summary} data-testid="lens-summary">
        {configurationSummary(product, values)}
      </p>
      <dl className={styles.reviewList}>
        {reviewRows(product, values).map((row) => (
          <ReviewRow key={row.step} step={row.step} text={row.text} onEdit={onEdit} />
        ))}
      </dl>
    </div>
  );
}

function ReviewRow({
  step,
  text,
  onEdit,
}: {
  step: Step;
  text: string;
  onEdit: (event: MouseEvent<HTMLButtonElement>, target: Step, check: boolean) => void;
}) {
  return (
    <>
      <dt>{STEP_TITLES[step]}</dt>
      <dd>{text}</dd>
      <dd>
        <button type="submit" name="go" value={step} className={styles.linkButton} onClick={(event) => onEdit(event, step, false)}>
          Change<span className="visually-hidden"> {STEP_TITLES[step].toLowerCase()}</span>
        </button>
      </dd>
    </>
  );
}
