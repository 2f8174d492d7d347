/**
 * Items of the trial's two story worlds (open to every licence) and of the two worlds the demo
 * has shipped since issue 3. A trial teacher sees every kind of item here: films with captions,
 * sounds, 360 scenes, a virtual reality expedition, articles to read, a series, a collection
 * and lesson plan templates.
 */
import type { ItemSeed } from './types';
import { CORAL, LIGHTHOUSE } from './worlds';

export const FREE_WORLD_ITEMS: readonly ItemSeed[] = [
  {
    name: 'Harbour Lights', type: 'video', world: LIGHTHOUSE, minutes: 8, keywords: ['lighthouse', 'evening', 'boats', 'coast'],
    description: 'As the sun sets over the harbour, Grace climbs the 137 steps to light the lamp for the first time on her own. A short film about responsibility and the quiet courage of everyday jobs.',
  },
  {
    name: 'Grace and the Storm', type: 'video', world: LIGHTHOUSE, minutes: 12, rating: 'pg', keywords: ['storms', 'rescue', 'courage', 'weather'],
    description: 'A gale blows in from the North Sea and a fishing coble is driven onto the rocks. Inspired by the true story of Grace Darling, this film asks what makes someone brave, and what it costs them.',
  },
  {
    name: 'Harbour Bells at Dusk', type: 'sound_clip', world: LIGHTHOUSE, minutes: 2, sound: 'harbour-bells', keywords: ['bells', 'harbour', 'listening', 'soundscape'],
    description: 'Bells ring out across the water as the boats come home. Use this soundscape for listening walks, descriptive writing or to set the scene before a story.',
  },
  {
    name: 'How a Lighthouse Works', type: 'article', world: LIGHTHOUSE, minutes: 6, subjects: ['science', 'geography'], keywords: ['light', 'lenses', 'navigation', 'engineering'],
    description: 'Lenses, clockwork and a light that can be seen 20 miles out to sea: a clear, illustrated explanation for curious readers.',
    body: [
      'For hundreds of years, lighthouses have warned sailors away from dangerous rocks and guided them safely into harbour. Each one has its own pattern of flashes, called its character, so a sailor can tell which lighthouse they are looking at even in the dark.',
      'The secret of a lighthouse is not how bright the lamp is, but how the light is gathered. In 1822 the French engineer Augustin Fresnel designed a lens made of rings of glass prisms. It bends the light from a single lamp into a narrow beam that can be seen more than 20 miles away.',
      'In the past, keepers wound clockwork every few hours to turn the lens, trimmed the wicks and polished the glass. Today most lighthouses are automatic, but many are still looked after by people who love them.',
      'Think about it: why do you think each lighthouse needs a different pattern of flashes?',
    ].join('\n\n'),
  },
  {
    name: 'Inside the Lamp Room', type: '360_scene', world: LIGHTHOUSE, minutes: 3, subjects: ['science', 'history'], keywords: ['lighthouse', 'lens', 'virtual visit', 'history'],
    description: "Stand at the top of Longstone Lighthouse beside its great glass lens and look out over the Farne Islands, just as Grace's father did every night.",
  },
  {
    name: 'Lighthouse Diaries', type: 'series', world: LIGHTHOUSE, minutes: 40, keywords: ['diaries', 'writing', 'seasons', 'island life'],
    description: "Five short episodes following a year in Grace's diary, from spring seabirds to winter storms. Each episode ends with a writing prompt for the class.",
  },
  {
    name: 'Keeping the Light', type: 'lesson_plan_template', world: LIGHTHOUSE, minutes: 60, keywords: ['responsibility', 'courage', 'lesson plan', 'discussion'],
    description: 'A ready-to-teach lesson on responsibility and courage built around the film Harbour Lights, with discussion, a sound walk and a class vote.',
  },
  {
    name: "Ayu's First Dive", type: 'video', world: CORAL, minutes: 4, keywords: ['diving', 'coral', 'fish', 'family'],
    description: "Ayu puts on her grandmother's old mask and sees the reef for the first time. A gentle four-minute film to open a unit on ocean habitats.",
  },
  {
    name: 'Reef Dive at Raja Ampat', type: '360_video', world: CORAL, minutes: 6, keywords: ['reef', '360 video', 'diving', 'biodiversity'],
    description: 'Look all around you on a dive over one of the richest reefs on the planet. Spot manta rays, clownfish and hard and soft corals as the current carries you along.',
  },
  {
    name: 'Night on the Reef', type: 'sound_clip', world: CORAL, minutes: 3, sound: 'reef-night', keywords: ['sounds', 'reef', 'night', 'listening'],
    description: 'A healthy reef is a noisy place. Listen to the clicks, pops and distant whale calls recorded by underwater microphones after dark.',
  },
  {
    name: 'Coral Kingdom VR Expedition', type: 'virtual_reality', world: CORAL, minutes: 10, keywords: ['virtual reality', 'reef', 'exploration', 'conservation'],
    description: 'Swim through the Coral Kingdom in virtual reality, count the fish species you meet and help a marine biologist check the reef for bleaching.',
  },
  {
    name: 'Why Coral Reefs Matter', type: 'article', world: CORAL, minutes: 5, subjects: ['science', 'citizenship'], keywords: ['coral', 'climate', 'habitats', 'conservation'],
    description: 'Coral reefs cover less than one per cent of the ocean floor but are home to a quarter of all sea life. Find out why, and what is putting them at risk.',
    body: [
      'A coral reef looks like rock, but it is alive. Each coral is made of thousands of tiny animals called polyps. Over hundreds of years their hard skeletons build up into reefs so large that some can be seen from space.',
      'Reefs are home to around a quarter of all the species in the sea. They protect coastlines from waves and storms, and millions of people depend on them for food and work.',
      'When the sea becomes too warm, corals push out the tiny algae that live inside them and give them their colour. This is called bleaching. A bleached coral is not dead yet, but if the water stays warm for too long it starves.',
      'Scientists, divers and children in coastal villages are working together to grow new corals and protect the reefs that are left.',
    ].join('\n\n'),
  },
  {
    name: 'Coral Kingdom Starter Pack', type: 'collection', world: CORAL, minutes: 45, keywords: ['starter pack', 'oceans', 'habitats', 'KS2'],
    description: 'Everything you need for a first week in the Coral Kingdom: the opening film, a 360 dive, a soundscape and a short article to read together.',
  },
  {
    name: 'Life on the Reef', type: 'lesson_plan_template', world: CORAL, minutes: 50, keywords: ['habitats', 'food chains', 'lesson plan', 'science'],
    description: 'A science lesson on reef habitats and food chains, with a 360 dive, a sorting activity and a quick quiz to check understanding.',
  },
  {
    name: 'Whale Song', type: 'sound_clip', world: 'Ocean Explorers', minutes: 3, sound: 'whale-song', keywords: ['whales', 'sound', 'communication', 'oceans'],
    description: 'Humpback whales sing songs that can last for hours and travel for miles. Listen closely: how many different sounds can you hear?',
  },
  {
    name: 'Deep Reef in 360', type: '360_scene', world: 'Ocean Explorers', minutes: 4, keywords: ['deep sea', '360', 'reef', 'exploration'],
    description: 'Sixty metres down, where sunlight fades to blue, the deep reef is home to creatures few people have ever seen.',
  },
  {
    name: 'Plastic Tides', type: 'video', world: 'Ocean Explorers', minutes: 11, rating: 'pg', subjects: ['science', 'citizenship'], keywords: ['plastic', 'pollution', 'oceans', 'action'],
    description: 'The crew of the Nautilus trawl the Pacific for microplastics and are shocked by what they find. A film about where our rubbish goes and what young people are doing about it.',
  },
  {
    name: 'Workshop Tour', type: '360_video', world: 'City of Makers', minutes: 5, keywords: ['workshop', 'tools', 'making', 'safety'],
    description: 'Step inside the makerspace and look around: laser cutters, lathes, soldering irons and a wall of failed prototypes the makers are proud of.',
  },
  {
    name: 'Meet the Makers', type: 'article', world: 'City of Makers', minutes: 7, keywords: ['makers', 'careers', 'design', 'invention'],
    description: 'Six young makers explain what they built, what went wrong and what they would tell someone starting out.',
    body: [
      'Jaz, 14, built a reminder box that lights up when her grandad forgets his tablets. "The first version caught fire," she says. "The second one works."',
      'Callum, 13, designed a bike trailer out of old pallets for the food bank. It took eleven tries to get the wheels straight.',
      'Every maker we met said the same thing: start small, test early and do not be afraid to get it wrong. The workshop wall is covered in failed prototypes, and each one taught somebody something.',
    ].join('\n\n'),
  },
];
