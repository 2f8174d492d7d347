/**
 * Items of the other story worlds (second half), including the few a content manager sees in
 * the console only: drafts of a world still in production, and items whose rights have lapsed
 * (`unavailable`).
 */
import type { ItemSeed } from './types';

export const MORE_ITEMS: readonly ItemSeed[] = [
  {
    name: 'The Allotment Year', type: 'series', world: 'The Allotment Detectives', minutes: 36, keywords: ['seasons', 'growing', 'food', 'mystery'],
    description: 'Twelve short episodes, one for each month on Plot 14, following the seeds, the weather and the mystery of the nibbled marrows.',
  },
  {
    name: 'Why Worms Are Heroes', type: 'article', world: 'The Allotment Detectives', minutes: 5, subjects: ['science'], keywords: ['worms', 'soil', 'compost', 'decomposers'],
    description: 'They have no eyes, no legs and five hearts, and without them nothing would grow. A short read about the heroes under our feet.',
    body: [
      'Earthworms spend their lives eating their way through the soil. As they go, they break down dead leaves and turn them into rich compost that plants need to grow.',
      'Their tunnels let air and rain reach the roots of plants. A single garden can have more than a million worms living in it.',
      'Charles Darwin was so fascinated by worms that he spent forty years studying them, and even played the piano to them to see if they could hear. They could not, but they could feel the vibrations.',
    ].join('\n\n'),
  },
  {
    name: 'The Last Hill', type: 'video', world: 'Running with the Wind', minutes: 9, keywords: ['running', 'resilience', 'training', 'family'],
    description: 'Lucía has trained all year for one race. Halfway up the last hill, her legs give out. A film about what we do when our plans fall apart.',
  },
  {
    name: 'The Midnight Sun at Abisko', type: '360_video', world: 'The Night Train to the North', minutes: 5, keywords: ['midnight sun', 'Arctic', 'seasons', 'Sweden'],
    description: 'It is midnight in June, and the sun has not set. Look around the mountains of Abisko as the light circles the sky.',
  },
  {
    name: 'Life Inside the Arctic Circle', type: 'article', world: 'The Night Train to the North', minutes: 6, keywords: ['Arctic', 'polar night', 'Sámi', 'seasons'],
    description: 'What is it like to live where the sun does not rise for a month each winter? Children from Kiruna answer your questions.',
  },
  {
    name: "The Firebird's Dance", type: 'sound_clip', world: "The Firebird's Feather", minutes: 4, sound: 'firebird-dance', keywords: ['melody', 'dance', 'listening', 'music'],
    description: 'A shimmering melody that rises and falls like the flight of the firebird. How does the music make you want to move?',
  },
  {
    name: 'Music That Tells a Story', type: 'video', world: "The Firebird's Feather", minutes: 8, keywords: ['ballet', 'orchestra', 'storytelling', 'Stravinsky'],
    description: 'A conductor explains how Stravinsky used the orchestra to paint the firebird, the prince and the wicked sorcerer, and invites children to compose their own character theme.',
  },
  {
    name: "Nell's Summer", type: 'video', world: 'Buzz: The Secret of the Hive', minutes: 7, keywords: ['bees', 'pollination', 'life cycles', 'cities'],
    description: 'From her first flight to her last, follow worker bee Nell across the rooftops and parks of Manchester as she helps feed the city.',
  },
  {
    name: 'Inside the Rooftop Hive', type: '360_scene', world: 'Buzz: The Secret of the Hive', minutes: 2, keywords: ['hives', 'bees', 'honeycomb', 'insects'],
    description: 'Shrink down to bee size and look around the inside of a hive: honeycomb, brood cells and the queen surrounded by her attendants.',
  },
  {
    name: 'Walk the Crater Rim', type: 'virtual_reality', world: 'Mountains of Fire', minutes: 6, keywords: ['volcanoes', 'craters', 'virtual reality', 'hazards'],
    description: "Walk the rim of Merapi's crater in virtual reality with a volcanologist, read the gas sensors and decide whether the village below should be evacuated.",
  },
  {
    name: 'Living with Merapi', type: 'video', world: 'Mountains of Fire', minutes: 12, keywords: ['volcanoes', 'farming', 'risk', 'communities'],
    description: "Why do thousands of people choose to live on the slopes of one of the world's most active volcanoes? Farmers, scientists and children tell their stories.",
  },
  {
    name: 'Meet the Strings', type: 'sound_clip', world: 'The Pocket Orchestra', minutes: 3, sound: 'bowed-strings', keywords: ['instruments', 'pitch', 'listening', 'orchestra'],
    description: 'High notes, low notes, short notes and long notes: a listening game for the youngest musicians. Can you hear when the tune goes up?',
  },
  {
    name: 'Pocket Orchestra Songs', type: 'series', world: 'The Pocket Orchestra', minutes: 30, keywords: ['songs', 'singing', 'rhythm', 'early years'],
    description: 'Ten short songs with actions, one for each instrument in the music box, to sing, clap and play along with.',
  },
  {
    name: 'Breaking Enigma', type: 'video', world: 'The Code Breakers', minutes: 15, keywords: ['Enigma', 'codes', 'Bletchley Park', 'computing'],
    description: 'Joan has a message, a machine and a deadline. Based on the real work of the code breakers, a film about logic, teamwork and the secret that had to be kept for thirty years.',
  },
  {
    name: 'Codes and Ciphers', type: 'lesson_plan_template', world: 'The Code Breakers', minutes: 60, subjects: ['computing', 'maths'], keywords: ['ciphers', 'logic', 'lesson plan', 'computing'],
    description: 'A computing lesson in which students encrypt and crack Caesar ciphers, then discover why Enigma needed a machine to break it.',
  },
  {
    name: 'One Kind Thing', type: 'video', world: 'The Kindness Club', minutes: 4, keywords: ['kindness', 'friendship', 'feelings', 'school'],
    description: 'Theo is new and nobody sits with him at lunch, until the Kindness Club notices. A four-minute film to start a conversation about belonging.',
  },
  {
    name: 'Kindness Ripples', type: 'lesson_plan_template', world: 'The Kindness Club', minutes: 20, keywords: ['assembly', 'kindness', 'reflection', 'community'],
    description: 'A twenty-minute assembly on how one small act of kindness spreads, with a film, a moment of reflection and a whole-school pledge.',
  },
  {
    name: 'Whale Watching off Pico', type: '360_video', world: 'The Harbour at the Edge of the World', minutes: 8, keywords: ['whales', 'Azores', '360 video', 'conservation'],
    description: 'Ride out with the former whalers of Pico, now whale watchers, and look all around as a sperm whale surfaces beside the boat.',
  },
  {
    name: 'Reading a Portolan Chart', type: 'article', world: "The Navigator's Compass", minutes: 7, subjects: ['history', 'geography'], keywords: ['maps', 'charts', 'navigation', 'primary sources'],
    description: 'The criss-crossing lines on old sea charts are not decoration. Learn to read a portolan chart the way a navigator of 1497 did.',
    body: [
      'Portolan charts were drawn by hand on animal skin and used by sailors in the Mediterranean and the Atlantic from the thirteenth century. They are covered in straight lines that fan out from compass roses.',
      'These lines, called rhumb lines, show compass directions. A navigator would lay a ruler between two ports, find the rhumb line that ran parallel to it and steer by that bearing.',
      'Look closely at a portolan chart and you will see the coastlines are very accurate, but the inland areas are almost empty. What does that tell us about who made them and why?',
    ].join('\n\n'),
  },
  {
    name: 'Voyages of Discovery', type: 'series', world: "The Navigator's Compass", minutes: 55, rating: 'pg', keywords: ['exploration', 'empire', 'trade', 'perspectives'],
    description: 'Five episodes retelling the great voyages from more than one side of the shore: the sailors, the merchants and the people they met.',
  },
  {
    name: 'Design a Sky Garden', type: 'virtual_reality', world: 'Singapore Sky Gardens', minutes: 12, keywords: ['design', 'architecture', 'virtual reality', 'sustainability'],
    description: 'Plant trees, place solar panels and route rainwater around your own skyscraper in virtual reality, then see how it copes with a tropical storm.',
  },
  {
    name: 'Gardens by the Bay', type: '360_scene', world: 'Singapore Sky Gardens', minutes: 3, keywords: ['Supertrees', 'architecture', 'Singapore', 'nature'],
    description: "Stand among the Supertrees of Singapore's Gardens by the Bay and look up at vertical gardens fifty metres tall.",
  },
  {
    name: 'Seedlings Against the Storm', type: 'video', world: 'The Mangrove Kids', minutes: 6, keywords: ['mangroves', 'planting', 'storms', 'climate'],
    description: 'A class in Krabi plants five hundred mangrove seedlings. A year later, a storm arrives. Were they ready?',
  },
  {
    name: 'Colours of Holi', type: 'video', world: 'Festival of Colours', minutes: 5, keywords: ['Holi', 'festivals', 'colour', 'celebration'],
    description: 'Arjun explains the story behind Holi, and the whole family gets covered in colour. A joyful film about spring, forgiveness and fun.',
  },
  {
    name: 'Festival of Lights and Colours', type: 'lesson_plan_template', world: 'Festival of Colours', minutes: 15, keywords: ['assembly', 'festivals', 'RE', 'celebration'],
    description: 'A short assembly comparing Holi, Diwali and the Lantern Festival: how people around the world celebrate with light and colour.',
  },
  {
    name: 'Elephant Rumbles', type: 'sound_clip', world: 'The Elephant Who Remembered', minutes: 2, sound: 'elephant-rumbles', keywords: ['elephants', 'communication', 'sound', 'animals'],
    description: 'Elephants talk in rumbles so low that people can barely hear them. Listen to a herd calling to each other across the sanctuary.',
  },
  {
    name: 'Ice Station Lapland', type: '360_video', world: 'Frozen Frontiers', minutes: 6, keywords: ['Arctic', 'research', 'snow', 'climate data'],
    description: 'Join the scientists on their morning round at an Arctic research station: measuring snow depth, launching a weather balloon and checking the reindeer cameras.',
  },
  {
    name: 'Climate Stories', type: 'collection', world: 'Frozen Frontiers', minutes: 80, ageRanges: ['14-16'], rating: 'pg', subjects: ['science', 'geography', 'citizenship'], keywords: ['climate change', 'evidence', 'action', 'KS4'],
    description: 'Films, 360 scenes and articles from the Arctic, the reefs and the mangroves, gathered for a Key Stage 4 unit on the evidence for climate change and the choices ahead.',
  },
  {
    name: 'Triangles Are Strong', type: 'video', world: 'The Bridge Builders', minutes: 5, keywords: ['triangles', 'forces', 'bridges', 'testing'],
    description: 'Straws, tape and a bag of marbles: the pupils test bridge designs until they discover why engineers love triangles.',
  },
  {
    name: "An Acorn's Journey", type: 'video', world: 'Under the Old Oak Tree', minutes: 3, keywords: ['acorns', 'life cycles', 'trees', 'seasons'],
    description: 'A jay buries an acorn and forgets it. Three minutes, four seasons and one tiny oak tree.',
  },
  {
    name: 'Following the Currents', type: 'article', world: 'Messages in Bottles', minutes: 6, keywords: ['currents', 'oceans', 'maps', 'letters'],
    description: "How did Finn's bottle reach Norway? Trace the ocean currents of the North Atlantic and find out where a bottle from your nearest beach might end up.",
  },
  {
    name: "Amal's Suitcase", type: 'video', world: "The Refugee's Suitcase", minutes: 14, keywords: ['refugees', 'journeys', 'home', 'belonging'],
    description: 'Amal unpacks her suitcase in a new classroom in Leeds, one object at a time, and tells the story behind each. A film about loss, hope and being welcomed.',
  },
  {
    name: 'What Would You Pack?', type: 'article', world: "The Refugee's Suitcase", minutes: 5, keywords: ['refugees', 'empathy', 'human rights', 'discussion'],
    description: 'A short read and a thinking activity: what would you take if you had ten minutes to leave home, and what would you have to leave behind?',
  },
  {
    name: '450 Years', type: 'video', world: 'Plastic Planet', minutes: 10, keywords: ['plastic', 'oceans', 'pollution', 'inventions'],
    description: 'One plastic bottle, one ocean, 450 years. Follow the bottle from a gutter in Los Angeles to the Great Pacific Garbage Patch, and meet the teenagers trying to clean it up.',
  },
  {
    name: 'Inside a Supercell', type: 'video', world: 'The Storm Chasers', minutes: 11, state: 'unavailable', keywords: ['tornadoes', 'storms', 'forecasting', 'data'],
    description: 'Radar, weather balloons and a very fast truck: the storm chasers get closer to a tornado than they planned.',
  },
  {
    name: 'The Spice Route', type: 'series', world: 'The Spice Traders', minutes: 45, state: 'unavailable', keywords: ['spices', 'trade', 'empires', 'Maluku'],
    description: 'Four episodes following a bag of nutmeg from the Banda Islands to a London kitchen, and the people who paid its real price.',
  },
  {
    name: 'Raising the Stones', type: 'video', world: 'Stories in Stone', minutes: 9, state: 'draft', keywords: ['Stonehenge', 'Stone Age', 'engineering', 'archaeology'],
    description: 'How did Stone Age people move stones weighing 25 tonnes? Archaeologists and a team of volunteers try it for themselves.',
  },
  {
    name: 'Stonehenge at Solstice', type: '360_scene', world: 'Stories in Stone', minutes: 2, state: 'draft', keywords: ['Stonehenge', 'solstice', 'sunrise', 'monuments'],
    description: 'Stand inside the stone circle at dawn on the summer solstice, as the sun rises over the Heel Stone.',
  },
  {
    name: "Grandma's Moon Tale", type: 'video', world: 'The Rabbit on the Moon', minutes: 4, keywords: ['folk tales', 'moon', 'kindness', 'Mid-Autumn'],
    description: "An animated retelling of the tale of the rabbit who gave all it had to a hungry traveller, and why we still see it in the full moon.",
  },
];
