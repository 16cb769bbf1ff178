import { Link } from "@remix-run/react";
import { useId } from "react";
import { Container } from "~/components/ui/Container";
import { FRAME_SIZE_EXAMPLE } from "~/lib/listing/frame-size";
import * as drawing from "./frame-size.css";
import { FrameDiagram } from "./FrameDiagram";
import * as styles from "./size-guide.css";

/** Where the numbers are printed: inside a temple arm, "50□20 145" after the model and colour. */
function TempleLabelDrawing() {
  const titleId = useId();
  return (
    <svg className={drawing.drawing} viewBox="0 0 360 150" role="img" aria-labelledby={titleId}>
      <title id={titleId}>The inside of a temple arm, printed with the model, the colour and the size 50, a box, 20, then 145.</title>
      <path className={drawing.frameLine} d="M14 64 H300 Q330 66 346 96" />
      <path className={drawing.frameLine} d="M14 86 H296 Q318 88 330 110" />
      <path className={drawing.frameLine} d="M14 64 V86" />
      <text className={drawing.print} x="40" y="80">
        LM-1042 C3
      </text>
      <text className={drawing.print} x="150" y="80">
        50□20 145
      </text>
      <path className={drawing.measure} d="M160 58 L116 32 M190 58 L200 32 M226 58 L282 32" />
      <text className={drawing.label} x="104" y="24" textAnchor="middle">
        Lens width
      </text>
      <text className={drawing.label} x="200" y="24" textAnchor="middle">
        Bridge
      </text>
      <text className={drawing.label} x="290" y="24" textAnchor="middle">
        Temple
      </text>
      <text className={drawing.label} x="80" y="132" textAnchor="middle">
        Model, colour
      </text>
      <path className={drawing.measure} d="M78 88 V118" />
    </svg>
  );
}

/** A face-on view of two eyes, the distance between the pupils, and a ruler held under them. */
function PupillaryDistanceDrawing() {
  const titleId = useId();
  const ticks = Array.from({ length: 25 }, (_, i) => 60 + i * 10);
  return (
    <svg className={drawing.drawing} viewBox="0 0 360 190" role="img" aria-labelledby={titleId}>
      <title id={titleId}>
        Two eyes looking straight ahead with a ruler held flat under them: the pupillary distance runs from the centre of one pupil to the
        centre of the other.
      </title>
      <path className={drawing.skin} d="M80 96 Q125 60 170 96 Q125 124 80 96 Z M190 96 Q235 60 280 96 Q235 124 190 96 Z" />
      <circle className={drawing.pupil} cx="125" cy="94" r="9" />
      <circle className={drawing.pupil} cx="235" cy="94" r="9" />
      <path className={drawing.faint} d="M125 40 V150 M235 40 V150" />
      <path className={drawing.measure} d="M125 46 H235 M125 40 V52 M235 40 V52" />
      <text className={drawing.label} x="180" y="34" textAnchor="middle">
        Pupillary distance (PD)
      </text>
      <rect className={drawing.lens} x="50" y="140" width="260" height="30" rx="3" />
      {ticks.map((x, i) => (
        <path key={x} className={drawing.tick} d={`M${x} 140 V${i % 5 === 0 ? 156 : 148}`} />
      ))}
    </svg>
  );
}

/**
 * The size guide (docs/decisions/248-frame-fit-search.md): what the three numbers on a frame are,
 * where to find them, how to use them with "Fits like my pair", and how to measure one's own PD.
 * Its anchors are linked from elsewhere: `#frame-size` and `#pupillary-distance` (lib/listing/size-guide.ts).
 */
export function SizeGuide() {
  return (
    <Container className={styles.page}>
      <h1>Size guide</h1>
      <p className={styles.intro}>
        Glasses that fit sit level, rest on your nose without pinching and stay put when you look down. Three numbers printed on every frame
        tell you most of what you need; your own pupillary distance tells us where to centre prescription lenses.
      </p>

      <section id="frame-size" className={styles.section} aria-labelledby="frame-size-heading">
        <div className={styles.prose}>
          <h2 id="frame-size-heading">The three numbers: {FRAME_SIZE_EXAMPLE}</h2>
          <p>A frame&rsquo;s size is written as three numbers in millimetres, always in this order:</p>
          <ol>
            <li>
              <strong>Lens width</strong> (50): the width of one lens at its widest point. It matters most: a difference of 2 mm is already
              noticeable.
            </li>
            <li>
              <strong>Bridge</strong> (20): the gap between the two lenses, where the frame sits on your nose. A narrow nose bridge suits a
              smaller number.
            </li>
            <li>
              <strong>Temple length</strong> (145): the arm from the hinge to the tip behind your ear. Most adults wear 135 to 150 mm.
            </li>
          </ol>
          <p>
            Each product page also gives the <strong>lens height</strong> (top to bottom of one lens: progressive lenses want about 30 mm or
            more) and the <strong>frame width</strong>, end to end across the front, which should be about as wide as your face at the
            temples.
          </p>
        </div>
        <figure className={styles.figure}>
          <FrameDiagram label="A pair of glasses from the front: the lens width across one lens, the bridge between the lenses, the lens height, and the frame width from end to end. Below, a temple from the side, its length from the hinge to the tip." />
        </figure>
      </section>

      <section className={styles.section} aria-labelledby="find-heading">
        <div className={styles.prose}>
          <h2 id="find-heading">Where to find them on your glasses</h2>
          <p>
            Fold your glasses and look at the <strong>inside of a temple arm</strong>. After the model and colour codes you will find three
            numbers, often with a small box or a dash between the first two: <strong>50□20 145</strong> reads as {FRAME_SIZE_EXAMPLE}. Some
            makers print the size on the inside of the bridge instead.
          </p>
          <p>Worn off? Measure the lens width straight across the back of one lens, and the bridge at its narrowest point.</p>
          <h3>Fits like my pair</h3>
          <p>
            Type the three numbers into &ldquo;Fits like my pair&rdquo; at the top of any list of frames, for example{" "}
            <Link to={`/store/category?fit=${FRAME_SIZE_EXAMPLE}`}>all frames like {FRAME_SIZE_EXAMPLE}</Link>. We show the frames within 2
            mm of your lens width and bridge and 5 mm of your temple length, the nearest first.
          </p>
        </div>
        <figure className={styles.figure}>
          <TempleLabelDrawing />
        </figure>
      </section>

      <section className={styles.section} aria-labelledby="sizes-heading">
        <div className={styles.prose}>
          <h2 id="sizes-heading">No pair to compare with?</h2>
          <p>Start from your frame width. A ruler held across your face at eye level, temple to temple, gives you a good guess.</p>
        </div>
        <table className={styles.table}>
          <caption className="visually-hidden">Frame sizes by lens width and frame width</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Lens width</th>
              <th scope="col">Frame width</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Small</th>
              <td>44–49 mm</td>
              <td>up to 129 mm</td>
            </tr>
            <tr>
              <th scope="row">Medium</th>
              <td>50–53 mm</td>
              <td>130–139 mm</td>
            </tr>
            <tr>
              <th scope="row">Large</th>
              <td>54–58 mm</td>
              <td>140 mm and over</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section id="pupillary-distance" className={styles.section} aria-labelledby="pd-heading">
        <div className={styles.prose}>
          <h2 id="pd-heading">Measuring your pupillary distance (PD)</h2>
          <p>
            Your PD is the distance between the centres of your pupils, in millimetres. It puts the optical centre of each prescription lens
            right in front of your eye. Most adults measure between 54 and 74 mm. It is often written on your prescription; if not,
            measuring takes a minute.
          </p>
          <h3>With a mirror and a ruler</h3>
          <ol>
            <li>Stand about 20 cm from a mirror in good light, and hold a millimetre ruler flat under your eyes.</li>
            <li>Close your right eye and line up the ruler&rsquo;s zero with the centre of your left pupil.</li>
            <li>Without moving the ruler or your head, close your left eye and open your right.</li>
            <li>Read the number under the centre of your right pupil: that is your PD. Measure three times and take the middle.</li>
          </ol>
          <h3>With a friend</h3>
          <p>
            Look at something about 3 m away while your friend holds the ruler under your eyes and reads the distance from pupil to pupil.
            They should keep their own eyes level with yours.
          </p>
          <h3>One number or two</h3>
          <p>
            A single PD such as 63 is the whole distance. A dual PD such as 31.5/31.5 gives each eye&rsquo;s distance from the middle of
            your nose, and is more precise for progressive lenses: measure from the bridge of your nose to each pupil.
          </p>
        </div>
        <figure className={styles.figure}>
          <PupillaryDistanceDrawing />
        </figure>
      </section>
    </Container>
  );
}
