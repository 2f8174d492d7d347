/** Items of the other story worlds (first half): films, sounds, 360 scenes and articles. */
import type { ItemSeed } from './types';

export const WORLD_ITEMS: readonly ItemSeed[] = [
  {
    name: 'The Great Exhibition Clock', type: 'video', world: "The Clockmaker's Apprentice", minutes: 14, keywords: ['clocks', 'Great Exhibition', 'Victorians', 'inventions'],
    description: 'With three days until the Great Exhibition opens, Tobias discovers the clock will not keep time. A film about patience, precision and the pride of making something well.',
  },
  {
    name: 'Gears and Ratios', type: 'article', world: "The Clockmaker's Apprentice", minutes: 5, subjects: ['maths', 'design'], keywords: ['gears', 'ratios', 'mechanisms', 'maths'],
    description: 'Why does a small gear turn faster than a big one? A hands-on explanation of gear ratios using the clocks of the Victorian workshop.',
    body: [
      'Two gears that mesh together always move the same number of teeth in the same time. So if a small gear has 10 teeth and a large gear has 40, the small one must turn four times for every single turn of the large one. We say the gear ratio is 4 to 1.',
      'Clockmakers use chains of gears to turn the fast tick of a pendulum into the slow sweep of the hour hand. The minute hand turns 12 times for every turn of the hour hand: a ratio of 12 to 1.',
      'Try it: if a gear with 8 teeth drives a gear with 24 teeth, how many times must the small gear turn to make the large one go round once?',
    ].join('\n\n'),
  },
  {
    name: 'When the Rains Come', type: 'video', world: 'Whispers of the Monsoon', minutes: 9, keywords: ['monsoon', 'farming', 'rain', 'Kerala'],
    description: "Meera's family watches the sky, the radio and the ants for signs that the monsoon is near. When the first storm breaks, the whole village dances in the street.",
  },
  {
    name: 'Monsoon Rain on Palm Leaves', type: 'sound_clip', world: 'Whispers of the Monsoon', minutes: 3, sound: 'monsoon-rain', keywords: ['rain', 'soundscape', 'weather', 'calm'],
    description: 'Heavy rain drumming on palm leaves and tin roofs. A calming soundscape for reflection, creative writing or quiet reading.',
  },
  {
    name: 'Making a Carp Lantern', type: 'video', world: 'The Lantern Festival', minutes: 4, subjects: ['art', 'design'], keywords: ['lanterns', 'paper craft', 'making', 'festivals'],
    description: "Mei's grandfather shows step by step how to fold, cut and light a carp lantern from paper, card and a battery candle.",
  },
  {
    name: 'Victoria Park at Mid-Autumn', type: '360_scene', world: 'The Lantern Festival', minutes: 2, keywords: ['lanterns', 'Hong Kong', 'festival', 'night'],
    description: 'Thousands of lanterns glow among the trees of Victoria Park on the night of the full moon. Look up, look around and describe what you see.',
  },
  {
    name: 'Canopy Walk in Danum Valley', type: '360_video', world: 'Guardians of the Rainforest', minutes: 7, keywords: ['canopy', 'rainforest layers', 'Borneo', 'wildlife'],
    description: 'Forty metres above the forest floor, walk the canopy bridge with a ranger and look for hornbills, gibbons and the flash of an orangutan.',
  },
  {
    name: 'Ranger for a Day', type: 'video', world: 'Guardians of the Rainforest', minutes: 10, keywords: ['rangers', 'orangutans', 'conservation', 'careers'],
    description: 'Twelve-year-old Hana joins the rangers of Sabah on patrol: counting nests, planting trees and meeting a young orangutan learning to climb.',
  },
  {
    name: 'Ghost of the Mountains', type: 'video', world: 'The Last Snow Leopard', minutes: 13, rating: 'pg', keywords: ['snow leopards', 'camera traps', 'Himalaya', 'patience'],
    description: 'For weeks the camera traps show nothing but snow. Then one night, a shadow with a long tail crosses the frame. A film about patience, wildlife and living alongside predators.',
  },
  {
    name: "A Ladakh Shepherd's Camp", type: '360_scene', world: 'The Last Snow Leopard', minutes: 3, subjects: ['geography'], keywords: ['mountains', 'shepherds', 'Ladakh', 'homes'],
    description: "Stand inside a summer shepherd's camp at 4,500 metres, with yaks grazing below and the peaks of the Himalaya all around.",
  },
  {
    name: 'Windrush Voices', type: 'series', world: 'Voices of the Windrush', minutes: 50, keywords: ['oral history', 'interviews', 'migration', 'community'],
    description: 'Six episodes of first-hand memories from people who arrived on the Windrush and from their children and grandchildren, with transcripts for close reading.',
  },
  {
    name: 'Arriving at Tilbury, 1948', type: 'article', world: 'Voices of the Windrush', minutes: 8, keywords: ['Windrush', '1948', 'primary sources', 'migration'],
    description: 'Newspaper reports, a passenger list and a letter home: primary sources from the week the Empire Windrush arrived, with questions for discussion.',
    body: [
      'On 22 June 1948 the Empire Windrush docked at Tilbury in Essex. On board were more than a thousand passengers, many of them from Jamaica, Trinidad and other Caribbean islands, answering Britain\'s call for workers after the war.',
      'Some newspapers welcomed them; others did not. One passenger, a young carpenter, wrote home: "The people here are kind when you get to know them, but the cold is something I was not prepared for, and neither were they for us."',
      'Historians use sources like these to understand how people felt at the time. Read each source carefully. Who wrote it? Who was it written for? What does it leave out?',
    ].join('\n\n'),
  },
  {
    name: 'Calypso on the Dockside', type: 'sound_clip', world: 'Voices of the Windrush', minutes: 2, sound: 'steel-pan', subjects: ['music', 'history'], keywords: ['calypso', 'steel pan', 'music', 'Caribbean'],
    description: 'A bright steel pan melody in the style of the calypsos sung on the Windrush voyage. Listen for the rhythm and the call and response.',
  },
  {
    name: 'Windrush: A Live Lesson', type: 'lesson_plan_template', world: 'Voices of the Windrush', minutes: 45, keywords: ['live lesson', 'history', 'sources', 'identity'],
    description: 'A live lesson for Key Stage 3: students question primary sources, listen to first-hand memories and rate how far Britain kept its promise.',
  },
  {
    name: 'Night Sky Observatory VR', type: 'virtual_reality', world: 'The Girl Who Mapped the Stars', minutes: 8, keywords: ['stars', 'constellations', 'virtual reality', 'astronomy'],
    description: 'Lie back on a desert dune in virtual reality and trace the constellations with your finger, from the Plough to Orion, as the astronomers of Baghdad named them.',
  },
  {
    name: 'How an Astrolabe Works', type: 'article', world: 'The Girl Who Mapped the Stars', minutes: 6, subjects: ['maths', 'science'], keywords: ['astrolabe', 'angles', 'navigation', 'stars'],
    description: 'The astrolabe was the smartphone of the medieval world. Learn how to measure the height of a star and tell the time at night with one.',
  },
  {
    name: 'Dunes at Sunrise', type: '360_scene', world: 'Secrets of the Empty Quarter', minutes: 2, keywords: ['dunes', 'desert', 'sunrise', 'landscape'],
    description: 'Stand on the crest of a 250-metre dune as the sun rises over the largest sand sea on Earth.',
  },
  {
    name: 'Water in the Desert', type: 'video', world: 'Secrets of the Empty Quarter', minutes: 7, keywords: ['water', 'adaptation', 'camels', 'oases'],
    description: 'How does a beetle drink fog, and why can a camel go a week without water? A film about the clever ways life survives where it almost never rains.',
  },
  {
    name: 'Pixel Paints the Sea', type: 'video', world: 'The Robot Who Learned to Paint', minutes: 5, keywords: ['robots', 'painting', 'creativity', 'coding'],
    description: 'Pixel tries to paint the sea by following rules, and every painting comes out wrong. Then a child shows Pixel how to look instead.',
  },
  {
    name: 'Art and Algorithms', type: 'collection', world: 'The Robot Who Learned to Paint', minutes: 60, subjects: ['art', 'computing', 'design'], keywords: ['algorithms', 'art', 'patterns', 'coding'],
    description: 'Films, activities and an article exploring patterns, instructions and creativity: can a set of rules ever make art?',
  },
  {
    name: "Shelby's Big Day", type: 'video', world: 'Tales from the Tide Pool', minutes: 3, keywords: ['hermit crabs', 'shells', 'rock pools', 'growing'],
    description: 'Shelby the hermit crab has outgrown her shell and must find a new home before the tide comes back. A three-minute film for the youngest learners.',
  },
  {
    name: 'Waves on the Rocks', type: 'sound_clip', world: 'Tales from the Tide Pool', minutes: 2, sound: 'waves', keywords: ['waves', 'seashore', 'listening', 'soundscape'],
    description: 'The rush and hiss of waves on a rocky shore. Close your eyes: is the tide coming in or going out?',
  },
  {
    name: "Niran's Morning Market", type: 'video', world: 'The Floating Market', minutes: 6, keywords: ['markets', 'money', 'trade', 'Thailand'],
    description: "Niran has to sell every mango on his mother's boat before nine o'clock. A film about money, fairness and early mornings on the water.",
  },
  {
    name: 'Boats on the Canal', type: '360_video', world: 'The Floating Market', minutes: 4, keywords: ['canals', 'boats', '360 video', 'markets'],
    description: 'Sit in a long-tail boat as it weaves between the stalls of the floating market. What can you buy, and how much does it cost?',
  },
  {
    name: 'Tracking the Dragon', type: 'video', world: 'Island of the Dragon Lizards', minutes: 11, keywords: ['Komodo dragons', 'tracking', 'rangers', 'predators'],
    description: 'A young Komodo dragon has left its tree for the first time. A ranger and her daughter follow its tracks across the island to find out where it goes.',
  },
];
