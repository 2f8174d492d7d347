/**
 * The product's lesson plan templates (no school, no author: lesson_plan_admin admins manage
 * them), one of each plan type and more, each with ordered activities and tasks of every task
 * type. Content tasks name library items (catalogue.ts) by name.
 */
import type { LESSON_PLAN_TYPES, RATING_STYLES, TASK_ACTION_TYPES, TASK_TYPES } from '../../../../domain/constants';

export interface TaskSeed {
  name: string;
  actionType: (typeof TASK_ACTION_TYPES)[number];
  taskType: (typeof TASK_TYPES)[number];
  description?: string;
  teacherNotes?: string;
  durationMinutes?: number;
  /** A content task's library item, by name. */
  content?: string;
  choices?: string[];
  multipleSelection?: boolean;
  ratingStyle?: (typeof RATING_STYLES)[number];
  minLabel?: string;
  maxLabel?: string;
}

export interface ActivitySeed {
  name: string;
  description: string;
  durationMinutes: number;
  teacherNotes?: string;
  tasks: TaskSeed[];
}

export interface PlanSeed {
  name: string;
  planType: (typeof LESSON_PLAN_TYPES)[number];
  durationMinutes: number;
  teacherNotes: string;
  outline: string;
  activities: ActivitySeed[];
}

export const watch = (name: string, content: string, description?: string): TaskSeed => ({ name, actionType: 'explore', taskType: 'content', content, ...(description ? { description } : {}) });
export const talk = (name: string, description?: string, actionType: TaskSeed['actionType'] = 'discuss'): TaskSeed => ({ name, actionType, taskType: 'discussion', ...(description ? { description } : {}) });
export const inform = (name: string, description: string, actionType: TaskSeed['actionType'] = 'info'): TaskSeed => ({ name, actionType, taskType: 'information', description });
export const choose = (name: string, choices: string[], multipleSelection = false, actionType: TaskSeed['actionType'] = 'think'): TaskSeed => ({ name, actionType, taskType: 'multiple_choice', choices, multipleSelection });
export const rate = (name: string, ratingStyle: TaskSeed['ratingStyle'], minLabel: string, maxLabel: string): TaskSeed => ({ name, actionType: 'think', taskType: 'rating', ratingStyle, minLabel, maxLabel });

export const PRODUCT_PLANS: readonly PlanSeed[] = [
  {
    name: 'Keeping the Light', planType: 'lesson', durationMinutes: 60,
    teacherNotes: 'For Years 2 to 4. The film is eight minutes long; pause at the storm if younger children need a moment. The vote works best with hands up or coloured cards.',
    outline: 'Pupils watch Harbour Lights, talk about jobs that keep other people safe, go on a sound walk to the harbour and decide whether they would keep the light.',
    activities: [
      { name: 'Watch: Harbour Lights', description: 'Watch the film together and talk about what Grace has to do each evening.', durationMinutes: 15,
        tasks: [watch('Harbour Lights', 'Harbour Lights'), talk('Who keeps us safe?', 'Which jobs keep other people safe? Who keeps you safe at school?')] },
      { name: 'A sound walk to the harbour', description: 'Listen to the harbour at dusk and collect words to describe it.', durationMinutes: 15,
        teacherNotes: 'Dim the lights and ask pupils to close their eyes for the first listen.',
        tasks: [watch('Harbour Bells at Dusk', 'Harbour Bells at Dusk'), inform('Words for sounds', 'Word bank: clang, chime, echo, lap, creak, whisper, rumble.')] },
      { name: 'Would you keep the light?', description: 'Pupils decide what they would do in Grace\'s place and say how brave she was.', durationMinutes: 20,
        tasks: [
          choose('The lamp goes out during a storm. What do you do first?', ['Climb up and relight it', 'Wake my father', 'Signal the boats with a torch', 'Wait for the storm to pass'], false, 'discuss'),
          rate('How brave was Grace?', 'stars', 'Not brave', 'Very brave'),
        ] },
      { name: "Grace's diary", description: 'Write three sentences in Grace\'s diary about the night of the storm.', durationMinutes: 10,
        tasks: [inform('Write the diary entry', 'Use at least two sound words from the word bank and say how Grace felt.', 'write')] },
    ],
  },
  {
    name: 'Life on the Reef', planType: 'lesson', durationMinutes: 50,
    teacherNotes: 'A science lesson for Years 3 to 5 on habitats and food chains. The 360 dive works on a whiteboard; tablets let pairs explore at their own pace.',
    outline: 'A 360 dive over the reef, building a reef food chain, and a reef health check using the article Why Coral Reefs Matter.',
    activities: [
      { name: 'Dive in', description: 'Explore the reef in 360 and list everything that lives there.', durationMinutes: 10,
        tasks: [watch('Reef Dive at Raja Ampat', 'Reef Dive at Raja Ampat'), talk('What did you notice?', 'Name three living things you saw and where on the reef they were.')] },
      { name: 'Build a reef food chain', description: 'Sort reef creatures into producers, consumers and predators.', durationMinutes: 20,
        tasks: [
          inform('Producers and consumers', 'Producers make their own food from sunlight (algae, seagrass). Consumers eat other living things. Predators hunt other animals.'),
          choose('Which of these live on a coral reef?', ['Clownfish', 'Polar bear', 'Sea turtle', 'Camel', 'Parrotfish'], true),
        ] },
      { name: 'Reef check', description: 'Read about bleaching and judge the health of the reef.', durationMinutes: 20,
        tasks: [watch('Why Coral Reefs Matter', 'Why Coral Reefs Matter'), rate('How healthy is the reef in the photo?', 'numeral', 'Bleached', 'Thriving')] },
    ],
  },
  {
    name: 'Kindness Ripples', planType: 'assembly', durationMinutes: 20,
    teacherNotes: 'A whole-school assembly. Ask two pupils in advance to read the welcome. The pledge result can go on the newsletter.',
    outline: 'Welcome, the film One Kind Thing, a moment of reflection and a whole-school kindness pledge.',
    activities: [
      { name: 'Gathering', description: 'Welcome and introduce the theme of the week.', durationMinutes: 5,
        tasks: [inform('This week\'s theme', 'One small act of kindness can spread like ripples on a pond.', 'present')] },
      { name: 'Film: One Kind Thing', description: 'Watch the film and think about how Theo felt.', durationMinutes: 8,
        tasks: [watch('One Kind Thing', 'One Kind Thing'), talk('How did Theo feel?', 'How did Theo feel at the start of the film, and at the end? What changed?', 'think')] },
      { name: 'Our kindness pledge', description: 'Choose one kind act for the whole school to try this week.', durationMinutes: 7,
        tasks: [choose('Which kind act will our school try this week?', ['Ask someone new to play', 'Say thank you to a member of staff', 'Help tidy a classroom that is not yours', 'Write a kind note to a friend'], false, 'present')] },
    ],
  },
  {
    name: 'Windrush: A Live Lesson', planType: 'live_lesson', durationMinutes: 45,
    teacherNotes: 'Taught live to several schools at once. Students answer on their own devices; results appear on the presenter\'s screen. Check the ground rules before the interviews.',
    outline: 'Students question primary sources from 1948, listen to first-hand memories and rate how far Britain kept its promise.',
    activities: [
      { name: 'Arrival', description: 'Primary sources from the week the Windrush docked at Tilbury.', durationMinutes: 10,
        tasks: [watch('Arriving at Tilbury, 1948', 'Arriving at Tilbury, 1948'), choose('In which year did the Empire Windrush arrive at Tilbury?', ['1945', '1948', '1956', '1962'])] },
      { name: 'Voices', description: 'First-hand memories of arriving and settling in Britain.', durationMinutes: 20,
        tasks: [watch('Windrush Voices', 'Windrush Voices'), talk('What surprised you?', 'Which memory surprised you most, and why?'), inform('Historical context', 'The British Nationality Act 1948 gave citizens of the colonies the right to live and work in the UK.')] },
      { name: 'Did Britain keep its promise?', description: 'Students weigh the evidence and give their judgement.', durationMinutes: 15,
        tasks: [rate('How far did Britain keep its promise to the Windrush generation?', 'numeral', 'Not at all', 'Completely'), talk('Give your reasons', 'Share one piece of evidence that supports your rating.', 'present')] },
    ],
  },
  {
    name: 'Sounds of the Harbour', planType: 'accessible', durationMinutes: 30,
    teacherNotes: 'Designed for pupils with SEND: short steps, sensory activities and answers by pointing or symbols. Keep the volume low and offer ear defenders.',
    outline: 'Listen to the harbour bells, watch the lighthouse film together and build a lighthouse with cups and a torch.',
    activities: [
      { name: 'Listen and feel', description: 'Listen to the bells and show how they make you feel.', durationMinutes: 10,
        tasks: [watch('Harbour Bells at Dusk', 'Harbour Bells at Dusk'), rate('Did you like the bells?', 'stars', 'No', 'Yes')] },
      { name: 'Watch together', description: 'Watch Harbour Lights with pauses and point to what you see.', durationMinutes: 10,
        tasks: [watch('Harbour Lights', 'Harbour Lights'), choose('What did Grace light?', ['The lamp', 'The boat', 'The house'])] },
      { name: 'Make a lighthouse', description: 'Stack paper cups and shine a torch through the top.', durationMinutes: 10,
        tasks: [inform('Build it', 'Stack three cups, add red stripes with tape and shine a torch through the top cup.', 'create')] },
    ],
  },
  {
    name: 'Festival of Lights and Colours', planType: 'assembly', durationMinutes: 15,
    teacherNotes: 'Invite pupils who celebrate these festivals to share, if they would like to. Never ask a child to speak for their whole faith.',
    outline: 'How people celebrate with light and colour: Holi, Diwali and the Mid-Autumn Lantern Festival.',
    activities: [
      { name: 'Lights and colours', description: 'Watch Colours of Holi and look at lanterns from the Mid-Autumn Festival.', durationMinutes: 7,
        tasks: [watch('Colours of Holi', 'Colours of Holi'), inform('Three festivals', 'Holi welcomes spring, Diwali celebrates light over darkness and the Mid-Autumn Festival gathers families under the full moon.')] },
      { name: 'Reflect', description: 'Think about celebrations in our own families.', durationMinutes: 8,
        tasks: [talk('What do you celebrate?', 'What does your family celebrate, and how?', 'think'), choose('Which festival welcomes spring with coloured powders?', ['Holi', 'Mid-Autumn Festival', 'Hanukkah'])] },
    ],
  },
  {
    name: 'Codes and Ciphers', planType: 'lesson', durationMinutes: 60,
    teacherNotes: 'For Key Stage 3 computing. Print cipher wheels in advance or use the online version. Stretch: ask why a shift of 26 does nothing.',
    outline: 'Students watch Breaking Enigma, learn the Caesar cipher, crack a message and write their own cipher.',
    activities: [
      { name: 'The secret message', description: 'Why codes mattered at Bletchley Park.', durationMinutes: 10,
        tasks: [watch('Breaking Enigma', 'Breaking Enigma'), talk('Why keep it secret?', 'Why did the code breakers keep their work secret for thirty years?')] },
      { name: 'Caesar shift', description: 'Learn and use a Caesar cipher.', durationMinutes: 25,
        tasks: [inform('How a Caesar cipher works', 'Each letter moves a fixed number of places along the alphabet. With a shift of 3, A becomes D and B becomes E.'), choose('Decode KHOOR with a shift of 3', ['HELLO', 'WORLD', 'HAPPY', 'HOUSE'])] },
      { name: 'Crack it', description: 'Write a cipher, swap it and crack a partner\'s.', durationMinutes: 25,
        tasks: [talk('Make your own cipher', 'Write a short message in your own cipher and swap it with a partner.', 'create'), rate('How confident are you with ciphers now?', 'numeral', 'Not yet', 'I could teach it')] },
    ],
  },
];

/** The demo teacher's own plan (not shared) and the one a colleague at the same school shares. */
export const TEACHER_PLAN: PlanSeed = {
  name: 'Coral Reef Week: Year 3', planType: 'lesson', durationMinutes: 45,
  teacherNotes: 'Our Year 3 version of Life on the Reef: shorter, with more talk time. Check the tablets are charged.',
  outline: "Ayu's first dive, then we sort reef animals and vote on our class reef mascot.",
  activities: [
    { name: "Ayu's First Dive", description: 'Watch the film and talk about what Ayu saw.', durationMinutes: 15,
      tasks: [watch("Ayu's First Dive", "Ayu's First Dive"), talk('What would you take on a dive?')] },
    { name: 'Our reef mascot', description: 'Vote for the class reef mascot and say why.', durationMinutes: 15,
      tasks: [choose('Which animal should be our reef mascot?', ['Clownfish', 'Sea turtle', 'Parrotfish', 'Manta ray'], false, 'discuss')] },
  ],
};

export const COLLEAGUE_PLAN: PlanSeed = {
  name: 'Storm Stories: Year 4', planType: 'lesson', durationMinutes: 50,
  teacherNotes: 'Shared with the school. Year 4 loved the storm film; it leads well into persuasive writing about lighthouse keepers.',
  outline: 'Watch Grace and the Storm, hot-seat Grace, and rate the rescue.',
  activities: [
    { name: 'Grace and the Storm', description: 'Watch the film and note the moments Grace had to choose.', durationMinutes: 20,
      tasks: [watch('Grace and the Storm', 'Grace and the Storm'), talk('Hot-seat Grace', 'One pupil answers questions as Grace. What would you ask her?', 'present')] },
    { name: 'Rate the rescue', description: 'Was the rescue brave or foolish?', durationMinutes: 15,
      tasks: [rate('Was the rescue brave or foolish?', 'numeral', 'Foolish', 'Brave'), inform('Write your argument', 'Write a paragraph giving your view and one reason against it.', 'write')] },
  ],
};
