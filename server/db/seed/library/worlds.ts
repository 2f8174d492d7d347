/**
 * The demo library's story worlds: over 40, for ages 5 to 16, across the subjects and the
 * seed's countries. The first two are the trial's (seed 1: a trial without the webinar opens
 * 2 story worlds). Three are written in Finnish, Spanish and Portuguese.
 */
import type { WorldSeed } from './types';

export const LIGHTHOUSE = "The Lighthouse Keeper's Daughter";
export const CORAL = 'Journey to the Coral Kingdom';

export const WORLDS: readonly WorldSeed[] = [
  {
    name: LIGHTHOUSE, motif: 'waves', hue: 210, free: true, country: 'gb', rating: 'u',
    subjects: ['english', 'geography', 'pshe'], ageRanges: ['5-7', '7-11'], keywords: ['lighthouse', 'coast', 'courage', 'storms', 'family'],
    description: 'On a rocky island off the Northumberland coast, eleven-year-old Grace keeps the lamp burning while her father is away. When a storm drives a fishing boat onto the rocks, she must decide how brave she can be. A story world about coastlines, weather, responsibility and the people who keep others safe.',
  },
  {
    name: CORAL, motif: 'bubbles', hue: 185, free: true, country: 'id', rating: 'u',
    subjects: ['science', 'geography'], ageRanges: ['7-11'], keywords: ['coral reef', 'ocean', 'habitats', 'conservation', 'marine life'],
    description: "Dive into the warm waters of the Coral Triangle with Ayu, a young diver from Sulawesi, and her grandmother's stories of the reef. Meet clownfish, turtles and the tiny polyps that build the largest living structures on Earth, and find out why warming seas put them at risk.",
  },
  {
    name: 'Ocean Explorers', motif: 'waves', hue: 195, country: 'us', rating: 'u',
    subjects: ['science', 'geography'], ageRanges: ['7-11', '11-14'], keywords: ['oceans', 'exploration', 'whales', 'pollution', 'scientists'],
    description: 'Join a crew of young scientists aboard the research ship Nautilus as they follow humpback whales across the Pacific, sample the water for microplastics and ask what we owe the ocean that gives us every second breath.',
  },
  {
    name: 'City of Makers', motif: 'city', hue: 25, country: 'gb', rating: 'u',
    subjects: ['design', 'computing', 'art'], ageRanges: ['11-14'], keywords: ['design', 'engineering', 'making', 'invention', 'community'],
    description: 'In a Sheffield workshop that once forged steel, a group of teenagers turn scrap into inventions. Follow their year of prototypes, failures and one very loud robot, and explore how makers solve real problems for their neighbours.',
  },
  {
    name: "The Clockmaker's Apprentice", motif: 'city', hue: 40, country: 'gb', rating: 'u',
    subjects: ['history', 'design', 'maths'], ageRanges: ['7-11', '11-14'], keywords: ['clocks', 'time', 'Victorians', 'engineering', 'apprentices'],
    description: 'London, 1851. Orphaned Tobias is taken on by a clockmaker racing to finish a marvel for the Great Exhibition. Gears, ratios and deadlines fill his days, until he discovers the clock hides a secret. A story world about time, precision and the Victorian age of invention.',
  },
  {
    name: 'Whispers of the Monsoon', motif: 'forest', hue: 150, country: 'in', rating: 'u',
    subjects: ['geography', 'science'], ageRanges: ['7-11'], keywords: ['monsoon', 'weather', 'farming', 'India', 'water cycle'],
    description: "In a village in Kerala, Meera waits for the rains that will decide her family's harvest. Follow the monsoon from the Arabian Sea to the rice paddies and learn how the water cycle shapes the lives of more than a billion people.",
  },
  {
    name: 'The Lantern Festival', motif: 'stars', hue: 355, country: 'hk', rating: 'u',
    subjects: ['art', 're', 'citizenship'], ageRanges: ['5-7', '7-11'], keywords: ['festivals', 'lanterns', 'Mid-Autumn', 'family', 'traditions'],
    description: 'As Hong Kong prepares for the Mid-Autumn Festival, Mei and her grandfather build a paper lantern shaped like a carp. Through folding, cutting and storytelling, children explore how festivals bring families and communities together.',
  },
  {
    name: 'Guardians of the Rainforest', motif: 'forest', hue: 120, country: 'my', rating: 'u',
    subjects: ['science', 'geography', 'citizenship'], ageRanges: ['7-11', '11-14'], keywords: ['rainforest', 'orangutans', 'Borneo', 'deforestation', 'biodiversity'],
    description: 'Deep in Borneo, rangers and young volunteers protect orangutans in a forest that shrinks every year. Explore the layers of the rainforest, the animals that depend on them, and the choices that link the palm oil in our shops to the trees of Sabah.',
  },
  {
    name: 'The Last Snow Leopard', motif: 'mountains', hue: 220, country: 'in', rating: 'u',
    subjects: ['science', 'geography'], ageRanges: ['7-11', '11-14'], keywords: ['snow leopards', 'Himalaya', 'endangered species', 'camera traps', 'mountains'],
    description: 'High in Ladakh, a shepherd girl and a wildlife photographer set camera traps to find the ghost of the mountains. A story world about adaptation, endangered species and how communities and predators learn to share the high valleys.',
  },
  {
    name: 'Voices of the Windrush', motif: 'sun', hue: 30, country: 'gb', rating: '12',
    subjects: ['history', 'citizenship', 'english'], ageRanges: ['11-14', '14-16'], keywords: ['Windrush', 'migration', 'identity', 'Caribbean', 'Britain'],
    description: 'In 1948 the Empire Windrush docked at Tilbury carrying hundreds of people from the Caribbean who had been invited to help rebuild Britain. Through letters, interviews and music, students meet the generation who arrived, the welcome and hostility they found, and the communities they built.',
  },
  {
    name: 'The Girl Who Mapped the Stars', motif: 'stars', hue: 240, country: 'ae', rating: 'u',
    subjects: ['science', 'maths', 'history'], ageRanges: ['7-11', '11-14'], keywords: ['astronomy', 'stars', 'navigation', 'astrolabe', 'Golden Age'],
    description: 'A young astronomer in the desert learns to read the night sky with an astrolabe, following the scholars who named many of the stars we still see today. Discover constellations, navigation and the maths of angles under a sky full of stories.',
  },
  {
    name: 'Secrets of the Empty Quarter', motif: 'desert', hue: 35, country: 'ae', rating: 'u',
    subjects: ['geography', 'science'], ageRanges: ['11-14'], keywords: ['deserts', 'dunes', 'survival', 'adaptation', 'Arabia'],
    description: "The Rub' al Khali is the largest sand desert on Earth. Travel with a Bedouin guide and a team of researchers to learn how animals, plants and people survive the heat, where the water hides and how the dunes move.",
  },
  {
    name: 'The Robot Who Learned to Paint', motif: 'city', hue: 280, country: 'us', rating: 'u',
    subjects: ['art', 'computing'], ageRanges: ['7-11'], keywords: ['robots', 'creativity', 'coding', 'painting', 'algorithms'],
    description: 'Pixel is a warehouse robot who finds a box of paints and cannot stop wondering what colour feels like. A gentle story world about algorithms, creativity and what makes art human, with coding challenges children can try themselves.',
  },
  {
    name: 'Tales from the Tide Pool', motif: 'waves', hue: 170, country: 'gb', rating: 'u',
    subjects: ['science', 'english'], ageRanges: ['5-7'], keywords: ['rock pools', 'seashore', 'crabs', 'habitats', 'tides'],
    description: 'When the tide goes out on a Cornish beach, a whole world is left behind in the rock pools. Meet Shelby the hermit crab and her friends as they wait for the sea to return, and learn how tides, shells and seaweed work.',
  },
  {
    name: 'The Floating Market', motif: 'sun', hue: 45, country: 'th', rating: 'u',
    subjects: ['geography', 'maths'], ageRanges: ['7-11'], keywords: ['markets', 'trade', 'Thailand', 'money', 'rivers'],
    description: "Before sunrise, boats laden with mangoes, noodles and flowers gather on the canals of Damnoen Saduak. Help young Niran run his mother's boat for a day, count change, bargain fairly and find out how rivers became roads.",
  },
  {
    name: 'Island of the Dragon Lizards', motif: 'hills', hue: 90, country: 'id', rating: 'pg',
    subjects: ['science'], ageRanges: ['7-11', '11-14'], keywords: ['Komodo dragons', 'islands', 'evolution', 'predators', 'reptiles'],
    description: "On the islands of Komodo National Park live the largest lizards on Earth. Follow a ranger's daughter as she tracks a young dragon, and explore island evolution, food chains and why these predators survive nowhere else.",
  },
  {
    name: 'The Allotment Detectives', motif: 'hills', hue: 100, country: 'gb', rating: 'u',
    subjects: ['science', 'pshe'], ageRanges: ['5-7', '7-11'], keywords: ['gardening', 'plants', 'seasons', 'food', 'mystery'],
    description: "Someone is nibbling the prize marrows on Plot 14! Three friends investigate their grandparents' allotment through a whole year, discovering how plants grow, where food comes from and why worms are heroes.",
  },
  {
    name: 'Running with the Wind', motif: 'hills', hue: 15, country: 'es', rating: 'u',
    subjects: ['pe', 'pshe'], ageRanges: ['11-14'], keywords: ['running', 'resilience', 'teamwork', 'sport', 'wellbeing'],
    description: "Lucía trains for the cross-country championship on the hills above Granada while her family's bakery struggles. A story world about resilience, training body and mind, and what it really means to be part of a team.",
  },
  {
    name: 'The Night Train to the North', motif: 'stars', hue: 230, country: 'sv', rating: 'u',
    subjects: ['geography', 'english'], ageRanges: ['7-11'], keywords: ['trains', 'Sweden', 'Arctic', 'journeys', 'seasons'],
    description: 'From Stockholm to Abisko, the night train carries Elsa and her little brother north to their grandmother beyond the Arctic Circle. Watch the landscape change from forest to fell, and discover the midnight sun and the polar night.',
  },
  {
    name: "The Firebird's Feather", motif: 'stars', hue: 15, country: 'ru', rating: 'u',
    subjects: ['music', 'art', 'english'], ageRanges: ['7-11'], keywords: ['folk tales', 'ballet', 'Stravinsky', 'firebird', 'music'],
    description: "A young prince finds a glowing feather and sets off on a quest through an enchanted forest. Through the Russian folk tale and Stravinsky's ballet, children explore how music tells stories, builds tension and paints pictures.",
  },
  {
    name: 'Buzz: The Secret of the Hive', motif: 'sun', hue: 50, country: 'gb', rating: 'u',
    subjects: ['science'], ageRanges: ['5-7', '7-11'], keywords: ['bees', 'pollination', 'insects', 'honey', 'ecosystems'],
    description: 'Inside a hive on a city rooftop in Manchester, worker bee Nell has just one summer to play her part. Discover pollination, the waggle dance and why a third of our food depends on bees.',
  },
  {
    name: 'Mountains of Fire', motif: 'mountains', hue: 10, country: 'id', rating: 'pg',
    subjects: ['geography', 'science'], ageRanges: ['11-14'], keywords: ['volcanoes', 'plate tectonics', 'Indonesia', 'hazards', 'communities'],
    description: 'On the slopes of Mount Merapi, farmers grow coffee in rich volcanic soil while scientists watch every tremor. Explore plate tectonics, how volcanoes erupt and how communities live alongside danger.',
  },
  {
    name: 'The Pocket Orchestra', motif: 'sun', hue: 300, country: 'gb', rating: 'u',
    subjects: ['music'], ageRanges: ['5-7'], keywords: ['instruments', 'rhythm', 'orchestra', 'listening', 'sound'],
    description: "When Ruby finds a tiny orchestra living in her grandmother's music box, every instrument needs her help to find its voice. Children explore rhythm, pitch and the families of the orchestra through songs and sound games.",
  },
  {
    name: 'The Code Breakers', motif: 'city', hue: 260, country: 'gb', rating: '12',
    subjects: ['computing', 'maths', 'history'], ageRanges: ['11-14', '14-16'], keywords: ['codes', 'cryptography', 'Bletchley Park', 'Second World War', 'logic'],
    description: 'It is 1942, and at Bletchley Park young women and men work in secret to break enemy codes. Follow Joan, a 17-year-old puzzle champion, and learn the ciphers, patterns and logic that led to the first computers.',
  },
  {
    name: 'The Kindness Club', motif: 'sun', hue: 330, country: 'us', rating: 'u',
    subjects: ['pshe', 'citizenship'], ageRanges: ['5-7'], keywords: ['kindness', 'friendship', 'empathy', 'feelings', 'community'],
    description: 'At a small school in Vermont, four children start a club with one rule: do something kind every day without being asked. Short stories about friendship, feelings and the ripples that kindness sends out.',
  },
  {
    name: 'The Harbour at the Edge of the World', motif: 'waves', hue: 215, country: 'pt', rating: 'u',
    subjects: ['geography', 'english'], ageRanges: ['7-11', '11-14'], keywords: ['Azores', 'islands', 'fishing', 'whales', 'community'],
    description: "On an island in the Azores, the whole village runs to the harbour when the whale-watchers' boat comes in. A story world about island life, the Atlantic and a community that turned from hunting whales to protecting them.",
  },
  {
    name: "The Navigator's Compass", motif: 'waves', hue: 30, country: 'pt', rating: 'u',
    subjects: ['history', 'geography'], ageRanges: ['11-14'], keywords: ['exploration', 'navigation', 'maps', 'Age of Discovery', 'trade'],
    description: "Lisbon, 1497. A cabin boy joins Vasco da Gama's fleet with a borrowed compass and a head full of questions. Explore navigation, maps, and the costs and consequences of the Age of Discovery for the people on every shore.",
  },
  {
    name: 'Singapore Sky Gardens', motif: 'city', hue: 140, country: 'sg', rating: 'u',
    subjects: ['design', 'science'], ageRanges: ['11-14'], keywords: ['architecture', 'sustainability', 'cities', 'green design', 'urban nature'],
    description: "How do you fit a rainforest into one of the world's densest cities? Meet the architects, gardeners and students who plant forests on skyscrapers, and design your own green building for a changing climate.",
  },
  {
    name: 'The Mangrove Kids', motif: 'forest', hue: 160, country: 'th', rating: 'u',
    subjects: ['science', 'citizenship'], ageRanges: ['7-11'], keywords: ['mangroves', 'coastlines', 'climate', 'planting', 'community'],
    description: 'On the coast near Krabi, a class plants mangrove seedlings to protect their village from storms. Follow the seedlings for a year and learn how mangroves shelter fish, store carbon and hold back the sea.',
  },
  {
    name: 'Festival of Colours', motif: 'sun', hue: 320, country: 'in', rating: 'u',
    subjects: ['re', 'art'], ageRanges: ['5-7', '7-11'], keywords: ['Holi', 'festivals', 'Hinduism', 'colour', 'spring'],
    description: 'In Jaipur, Arjun and his cousins prepare for Holi with coloured powders, sweets and the story of Prahlad and Holika. Explore the meaning of the festival, the arrival of spring and how colours are made.',
  },
  {
    name: 'The Elephant Who Remembered', motif: 'forest', hue: 80, country: 'th', rating: 'u',
    subjects: ['english', 'science', 'pshe'], ageRanges: ['5-7', '7-11'], keywords: ['elephants', 'memory', 'friendship', 'animals', 'Thailand'],
    description: 'An old elephant in a Chiang Mai sanctuary remembers every friend she has ever made. Through her memories children meet the people who rescued her, and learn about elephants, care and belonging.',
  },
  {
    name: 'Frozen Frontiers', motif: 'aurora', hue: 190, country: 'fi', rating: 'u',
    subjects: ['science', 'geography'], ageRanges: ['11-14', '14-16'], keywords: ['Arctic', 'ice', 'climate change', 'Lapland', 'research'],
    description: 'From a research station in Finnish Lapland, scientists and Sámi reindeer herders watch the snow arrive later every year. Explore the Arctic ice, its people, and the data that tells us how fast the North is warming.',
  },
  {
    name: 'The Bridge Builders', motif: 'city', hue: 200, country: 'us', rating: 'u',
    subjects: ['design', 'maths'], ageRanges: ['7-11', '11-14'], keywords: ['bridges', 'engineering', 'forces', 'shapes', 'teamwork'],
    description: "When the only bridge to their Oregon town washes away, a group of pupils takes on the challenge of designing a new one. Test shapes, forces and materials, and learn why triangles are an engineer's best friend.",
  },
  {
    name: 'Under the Old Oak Tree', motif: 'forest', hue: 110, country: 'gb', rating: 'u',
    subjects: ['science', 'english'], ageRanges: ['5-7'], keywords: ['trees', 'seasons', 'woodland animals', 'life cycles', 'nature'],
    description: "A 500-year-old oak has watched a village grow up around it. Through its seasons children meet the squirrel, the jay and the beetles that call it home, and follow an acorn's journey to become a tree.",
  },
  {
    name: 'Messages in Bottles', motif: 'waves', hue: 190, country: 'gb', rating: 'u',
    subjects: ['english', 'geography'], ageRanges: ['7-11'], keywords: ['letters', 'oceans', 'currents', 'friendship', 'writing'],
    description: 'Ten-year-old Finn throws a bottle into the sea at Aberdeen and receives a reply from Norway two years later. A story world about ocean currents, letter writing and friendships that cross the water.',
  },
  {
    name: "The Refugee's Suitcase", motif: 'hills', hue: 260, country: 'gb', rating: '12',
    subjects: ['citizenship', 'pshe', 'history'], ageRanges: ['11-14', '14-16'], keywords: ['refugees', 'belonging', 'human rights', 'journeys', 'empathy'],
    description: "What would you pack if you had to leave home tonight? Amal's suitcase holds a key, a photograph and a notebook. Through her journey from Syria to Leeds, students explore human rights, belonging and the welcome communities can give.",
  },
  {
    name: 'Plastic Planet', motif: 'bubbles', hue: 175, country: 'us', rating: 'pg',
    subjects: ['science', 'citizenship'], ageRanges: ['11-14', '14-16'], keywords: ['plastic', 'pollution', 'recycling', 'oceans', 'activism'],
    description: 'A bottle dropped in a Los Angeles gutter takes 450 years to break down. Follow its journey to the Great Pacific Garbage Patch and meet the young activists inventing ways to clean it up.',
  },
  {
    name: 'The Storm Chasers', motif: 'hills', hue: 265, country: 'us', rating: 'pg',
    subjects: ['science', 'geography'], ageRanges: ['11-14'], keywords: ['tornadoes', 'weather', 'forecasting', 'data', 'safety'],
    description: 'In Tornado Alley, meteorology students drive towards the storms everyone else is fleeing. Discover how supercells form, how forecasts save lives and what the data from a single storm can teach us.',
  },
  {
    name: 'Stories in Stone', motif: 'hills', hue: 70, country: 'gb', rating: 'u', state: 'draft',
    subjects: ['history', 'art'], ageRanges: ['7-11'], keywords: ['Stonehenge', 'prehistory', 'Stone Age', 'monuments', 'archaeology'],
    description: 'Who built Stonehenge, and how did they move stones the size of buses? Join an archaeology dig on Salisbury Plain and explore the Stone Age through the objects people left behind.',
  },
  {
    name: 'The Spice Traders', motif: 'sun', hue: 20, country: 'id', rating: 'u',
    subjects: ['history', 'geography'], ageRanges: ['11-14'], keywords: ['spices', 'trade', 'Maluku', 'empires', 'food'],
    description: 'Nutmeg was once worth more than gold. Travel to the Banda Islands and follow the spice trade that shaped empires, and the islanders whose lives it changed for ever.',
  },
  {
    name: 'The Rabbit on the Moon', motif: 'stars', hue: 250, country: 'sg', rating: 'u',
    subjects: ['english', 'art'], ageRanges: ['5-7'], keywords: ['moon', 'folk tales', 'Mid-Autumn', 'rabbits', 'kindness'],
    description: 'Why is there a rabbit on the moon? On the night of the Mid-Autumn Festival in Singapore, Grandma tells Li Wei the old tale of a rabbit who gave everything it had, and the moon that never forgot.',
  },
  {
    name: 'Revontulten vartijat', motif: 'aurora', hue: 150, country: 'fi', locale: 'fi', rating: 'u',
    subjects: ['science', 'geography'], ageRanges: ['7-11'], keywords: ['revontulet', 'Lappi', 'tähdet', 'talvi', 'luonto'],
    description: 'Pohjois-Lapissa Aino ja hänen isoisänsä lähtevät kirkkaana talviyönä etsimään revontulia. Tarinamaailmassa tutustutaan aurinkotuuleen, tähtitaivaaseen ja saamelaisten kertomuksiin siitä, miksi taivas loistaa vihreänä.',
  },
  {
    name: 'El jardín de las mariposas', motif: 'hills', hue: 95, country: 'es', locale: 'es', rating: 'u',
    subjects: ['science', 'art'], ageRanges: ['5-7', '7-11'], keywords: ['mariposas', 'jardín', 'metamorfosis', 'primavera', 'naturaleza'],
    description: 'En un pequeño jardín de Sevilla, Lola descubre una oruga que pronto se convertirá en mariposa. Un mundo de historias sobre la metamorfosis, las flores y los insectos polinizadores, con actividades de arte y de observación.',
  },
  {
    name: 'A Viagem do Pequeno Navegador', motif: 'waves', hue: 40, country: 'pt', locale: 'pt', rating: 'u',
    subjects: ['history', 'geography'], ageRanges: ['7-11'], keywords: ['navegação', 'descobrimentos', 'mapas', 'oceano', 'Lisboa'],
    description: 'Tomás sonha ser navegador como os marinheiros que partiam de Lisboa há quinhentos anos. Neste mundo de histórias, as crianças aprendem a ler mapas, a orientar-se pelas estrelas e a conhecer os povos do outro lado do mar.',
  },
];
