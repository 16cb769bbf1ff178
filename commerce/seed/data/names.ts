/** Names for model lines: people's names for optical frames, places for sunglasses. */

export const opticalModelNames = [
  "Marlowe", "Beckett", "Ines", "Juno", "Harlow", "Otis", "Sloane", "Wilder", "Ezra", "Margot",
  "Felix", "Celeste", "Ansel", "Rosalind", "Hugo", "Vera", "Milo", "Thea", "Arlo", "Iris",
  "Jasper", "Lena", "Rowan", "Nina", "August", "Elise", "Dashiell", "Greta", "Silas", "Ottilie",
  "Cyrus", "Maren", "Emmett", "Lottie", "Caspian", "Daphne", "Bram", "Clio", "Leon", "Odette",
  "Tobias", "Wren", "Ivo", "Sable", "Remy", "Astrid", "Gideon", "Pearl", "Lucian", "Mabel",
  "Nico", "Esme", "Orson", "Freya", "Quentin", "Delphine", "Rhys", "Ingrid", "Soren", "Ada",
  "Teddy", "Colette", "Marcel", "Hazel", "Bruno", "Sylvie", "Laszlo", "June", "Ronan", "Blythe",
] as const;

export const sunModelNames = [
  "Amalfi", "Biarritz", "Carmel", "Dorset", "Sorrento", "Tahoe", "Malibu", "Montauk", "Nantucket", "Portofino",
  "Kyoto", "Lisbon", "Oslo", "Havana", "Tulum", "Sedona", "Aspen", "Capri", "Hydra", "Positano",
  "Cannes", "Mykonos", "Palermo", "Santorini", "Marfa", "Ojai", "Sintra", "Comporta", "Deauville", "Byron",
  "Catalina", "Zermatt", "Cortina", "Ravello", "Tangier", "Valencia", "Brighton", "Key West", "Big Sur", "Sausalito",
] as const;

/** Reviewers' first names and last initials. */
export const reviewerFirstNames = [
  "Alex", "Priya", "Jordan", "Maya", "Chris", "Sam", "Taylor", "Nora", "Daniel", "Leah",
  "Marcus", "Hannah", "Luis", "Grace", "Owen", "Chloe", "Ethan", "Zoe", "Ben", "Amara",
  "Ryan", "Sofia", "Kevin", "Isabel", "Tom", "Yuki", "Andre", "Claire", "Diego", "Fatima",
  "Jack", "Olivia", "Mateo", "Emily", "Noah", "Aisha", "Liam", "Rachel", "Victor", "Mei",
] as const;

export const reviewerInitials = "ABCDEFGHJKLMNOPRSTVW".split("");
