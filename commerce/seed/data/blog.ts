/** The journal: blog categories and posts about frames, lenses and the people who make them. */

export interface BlogCategoryData {
  key: string;
  name: string;
  description: string;
  parent?: string;
}

export const blogCategories: readonly BlogCategoryData[] = [
  { key: "style-guides", name: "Style guides", description: "How to choose frames that suit your face, your wardrobe and your days." },
  { key: "face-shapes", name: "Face shapes", parent: "style-guides", description: "Which frame shapes flatter round, square, oval and heart-shaped faces." },
  { key: "trends", name: "Trends", parent: "style-guides", description: "The shapes and colours we are seeing everywhere this season." },
  { key: "eye-health", name: "Eye health", description: "Screens, sunlight, lenses and looking after your eyes, explained by our opticians." },
  { key: "behind-the-frames", name: "Behind the frames", description: "Visits to the workshops and the people who make our frames." },
];

export interface BlogPostData {
  keyword: string;
  title: string;
  categories: readonly string[];
  author: string;
  /** Days before the catalogue anchor. */
  daysAgo: number;
  summary: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Reader comments: [author, rating, text]. */
  comments?: ReadonlyArray<readonly [string, number, string]>;
}

export const blogPosts: readonly BlogPostData[] = [
  {
    keyword: "frames-for-round-faces",
    title: "The best frames for round faces",
    categories: ["style-guides", "face-shapes"],
    author: "Elena Marsh",
    daysAgo: 12,
    summary: "Angles add definition: why square, rectangular and geometric frames work so well on round faces.",
    paragraphs: [
      "A round face has soft curves and similar width and length. Frames with straight lines and defined corners add contrast and make the face look longer and slimmer.",
      "Look for frames slightly wider than the widest part of your face, with a brow line that sits at or just above your eyebrows.",
    ],
    list: ["Square and rectangular acetate", "Geometric and hexagonal shapes", "Browline frames with a strong upper rim"],
    comments: [["Dana K.", 5, "This helped so much, I went for a rectangle frame and love it."], ["Marco P.", 4, "Good tips. Would love a follow-up on colours for round faces."]],
  },
  {
    keyword: "frames-for-square-faces",
    title: "Softening a strong jawline: frames for square faces",
    categories: ["style-guides", "face-shapes"],
    author: "Elena Marsh",
    daysAgo: 40,
    summary: "Round and oval frames balance a square face's strong angles.",
    paragraphs: [
      "Square faces have a broad forehead, strong cheekbones and a defined jaw. Curved frames soften those lines and bring balance.",
      "Thin metal rounds, soft ovals and aviators all work well. Avoid frames narrower than your face, which can exaggerate its width.",
    ],
    list: ["Round metal frames", "Oval acetate in warm colours", "Classic aviators"],
  },
  {
    keyword: "heart-shaped-face-glasses",
    title: "Glasses for heart-shaped faces",
    categories: ["face-shapes"],
    author: "Priya Natarajan",
    daysAgo: 75,
    summary: "Balance a wider forehead with frames that are lighter on top.",
    paragraphs: [
      "Heart-shaped faces are widest at the forehead and taper to a narrow chin. Frames that are wider at the bottom, or light and rimless on top, restore balance.",
      "Semi-rimless frames, soft ovals and gentle cat-eyes all flatter, as do lighter colours such as crystal and blush.",
    ],
  },
  {
    keyword: "oval-face-lucky",
    title: "Oval faces: almost everything works",
    categories: ["face-shapes"],
    author: "Priya Natarajan",
    daysAgo: 120,
    summary: "Oval faces suit most shapes. Here is how to pick the one that suits your style.",
    paragraphs: [
      "With balanced proportions, oval faces can wear nearly any frame. The main rule is scale: choose frames as wide as the broadest part of your face.",
      "Use that freedom to experiment with bold colours, oversized shapes or a statement cat-eye.",
    ],
  },
  {
    keyword: "trend-clear-frames",
    title: "Crystal clear: the return of transparent frames",
    categories: ["trends"],
    author: "Jonah Reyes",
    daysAgo: 20,
    summary: "Transparent acetate is everywhere this season, from crystal to soft honey.",
    paragraphs: [
      "Clear frames have moved from niche to everyday. They let your features show through and go with every outfit.",
      "This season the palette widens: honey, blush and smoky grey transparencies sit alongside classic crystal.",
    ],
    list: ["Crystal round frames for a light, modern look", "Honey acetate to warm up the complexion", "Blush tones for a soft, fresh finish"],
    comments: [["Lena W.", 5, "Just bought my first crystal frames and I can't stop wearing them."]],
  },
  {
    keyword: "trend-thin-metal",
    title: "Thin metal is back",
    categories: ["trends"],
    author: "Jonah Reyes",
    daysAgo: 95,
    summary: "Fine wire frames in gold and titanium are the quiet trend of the year.",
    paragraphs: [
      "After years of chunky acetate, fine metal frames are back in favour. They feel light, look refined and work at the office and at the weekend.",
      "Gold suits warm skin tones; silver and gunmetal flatter cooler ones. Titanium versions weigh barely ten grams.",
    ],
  },
  {
    keyword: "cat-eye-history",
    title: "A short history of the cat-eye",
    categories: ["trends", "behind-the-frames"],
    author: "Margot Lind",
    daysAgo: 160,
    summary: "From 1950s glamour to today's subtle upsweep, the story of a shape that never left.",
    paragraphs: [
      "The cat-eye appeared in the late 1920s and defined the 1950s, when designers swept the upper corners into dramatic wings.",
      "Today's versions are subtler: a gentle lift at the temples that flatters almost every face.",
    ],
  },
  {
    keyword: "blue-light-explained",
    title: "Blue light glasses: what they do and don't do",
    categories: ["eye-health"],
    author: "Dr. Samuel Okafor",
    daysAgo: 8,
    summary: "An optometrist explains blue light filtering lenses, screen fatigue and good screen habits.",
    paragraphs: [
      "Screens emit a small amount of high-energy blue light. Filtering lenses reduce it, and many people find them more comfortable during long screen sessions.",
      "Most eye strain, though, comes from blinking less and focusing at one distance for hours. Good habits matter as much as lenses.",
    ],
    list: ["Follow the 20-20-20 rule: every 20 minutes, look 20 feet away for 20 seconds", "Keep your screen an arm's length away", "Add an anti-reflective coating to reduce glare"],
    comments: [["Tom H.", 4, "Honest take, appreciated. The 20-20-20 rule really works for me."], ["Aisha R.", 5, "My headaches got better with the blue light lenses and breaks."]],
  },
  {
    keyword: "uv400-explained",
    title: "What UV400 means on your sunglasses",
    categories: ["eye-health"],
    author: "Dr. Samuel Okafor",
    daysAgo: 55,
    summary: "Dark lenses are not the same as UV protection. Here is what to look for.",
    paragraphs: [
      "UV400 lenses block all ultraviolet light with wavelengths up to 400 nanometres, which covers both UVA and UVB rays.",
      "Lens colour says nothing about UV protection: a dark lens without a UV filter can even be worse, because your pupils open wider behind it.",
    ],
  },
  {
    keyword: "polarized-vs-tinted",
    title: "Polarized or tinted: which sunglasses do you need?",
    categories: ["eye-health"],
    author: "Priya Natarajan",
    daysAgo: 88,
    summary: "Polarized lenses cut reflected glare; tinted lenses reduce brightness. When each one wins.",
    paragraphs: [
      "Polarized lenses contain a filter that blocks horizontally reflected light, the glare that bounces off water, snow and wet roads.",
      "They are ideal for driving, fishing and skiing. Tinted lenses are fine for city days and make reading phone screens easier.",
    ],
  },
  {
    keyword: "progressive-lenses-guide",
    title: "A first-timer's guide to progressive lenses",
    categories: ["eye-health"],
    author: "Dr. Samuel Okafor",
    daysAgo: 140,
    summary: "How progressives work, how long they take to get used to, and which frames suit them.",
    paragraphs: [
      "Progressive lenses change power gradually from distance at the top to reading at the bottom, with no visible line.",
      "Choose frames at least 30 mm tall so there is room for every zone. Most people adapt within one or two weeks.",
    ],
  },
  {
    keyword: "caring-for-your-glasses",
    title: "Seven ways to make your glasses last",
    categories: ["eye-health", "style-guides"],
    author: "Elena Marsh",
    daysAgo: 200,
    summary: "Simple habits that keep frames straight and lenses scratch-free for years.",
    paragraphs: ["A good pair of glasses can last many years with a little care. These are the habits our opticians swear by."],
    list: [
      "Take them off with both hands",
      "Rinse lenses with lukewarm water before wiping",
      "Use the microfibre cloth, never your shirt",
      "Store them in their case, lenses up",
      "Keep them out of hot cars",
      "Visit a showroom for a free adjustment once a year",
      "Replace worn nose pads before they discolour",
    ],
    comments: [["Chris B.", 5, "Never knew about rinsing first. My lenses thank you."]],
  },
  {
    keyword: "visit-acetate-workshop",
    title: "Inside an acetate workshop",
    categories: ["behind-the-frames"],
    author: "Margot Lind",
    daysAgo: 30,
    summary: "We spent a day with the craftspeople who cut, shape and polish Maison Verlaine frames.",
    paragraphs: [
      "A single acetate front goes through more than forty steps. Sheets rest for months before cutting so the material is stable.",
      "After milling, frames tumble in wooden barrels with pumice and wax for three days, the secret to their deep, glassy shine.",
    ],
    comments: [["Sofia M.", 5, "Fascinating! Makes me appreciate my frames even more."]],
  },
  {
    keyword: "titanium-how-its-made",
    title: "Why titanium frames weigh almost nothing",
    categories: ["behind-the-frames"],
    author: "Jonah Reyes",
    daysAgo: 110,
    summary: "How Oda Studio machines pure titanium into frames under twelve grams.",
    paragraphs: [
      "Titanium is as strong as steel at about half the weight, doesn't corrode and is hypoallergenic.",
      "It is also hard to work: each temple is cut, bent and polished by hand, and hinges are fitted without screws.",
    ],
  },
  {
    keyword: "bio-acetate-explained",
    title: "What is bio-acetate?",
    categories: ["behind-the-frames", "trends"],
    author: "Margot Lind",
    daysAgo: 180,
    summary: "Plant-based acetate looks and feels like the classic, with a much smaller footprint.",
    paragraphs: [
      "Classic acetate is made from cotton and wood pulp, plus a plasticiser. Bio-acetate replaces that plasticiser with a plant-based one.",
      "The result looks, feels and polishes like traditional acetate, and breaks down far more readily at the end of its life.",
    ],
  },
  {
    keyword: "meet-our-opticians",
    title: "Meet the opticians of our Chicago showroom",
    categories: ["behind-the-frames"],
    author: "Elena Marsh",
    daysAgo: 240,
    summary: "A morning with the team at West Loop, where eye exams and fittings happen side by side.",
    paragraphs: [
      "Our West Loop showroom opened with one goal: to make choosing glasses feel unhurried.",
      "Opticians Ruth and Dev walk us through a typical fitting, from measuring pupillary distance to the final adjustment.",
    ],
  },
  {
    keyword: "summer-sunglasses-edit",
    title: "The summer sunglasses edit",
    categories: ["trends", "style-guides"],
    author: "Jonah Reyes",
    daysAgo: 300,
    summary: "Six pairs for beaches, city breaks and long drives, chosen by our stylists.",
    paragraphs: [
      "Summer calls for frames that work as hard as you do. Our stylists picked pairs for every kind of day, from polarized wayfarers to gold aviators.",
    ],
    list: ["Gold aviators with brown gradient lenses", "Tortoise wayfarers with G-15 lenses", "Oversized honey frames with rose lenses"],
  },
  {
    keyword: "kids-first-glasses",
    title: "Your child's first glasses: a parent's guide",
    categories: ["eye-health", "style-guides"],
    author: "Priya Natarajan",
    daysAgo: 360,
    summary: "Fit, durability and getting kids excited about wearing glasses.",
    paragraphs: [
      "Kids' frames need to be tough, light and comfortable enough to forget. Flexible TR-90 and spring hinges survive the playground.",
      "Let your child choose the colour: children who like their glasses wear them more.",
    ],
  },
];
