/** What the demo's conversations say (seed/messaging.ts): a guest's exchanges with a desk, crew, groups, bots. */

/** A guest's exchange with a desk, guest first, then turn by turn; a conversation takes the first two or more. */
export const GUEST_TOPICS: readonly (readonly string[])[] = [
  [
    'Hello, what time does the shuttle leave for the old town tomorrow?',
    'Good morning! The shuttle leaves from deck 4 midship at 09:15, every 30 minutes after that.',
    'And the last one back?',
    'The last shuttle back leaves the old town at 17:30. All aboard is 18:00.',
    'Perfect, thank you!',
  ],
  [
    'Could we book a table for four at the Italian restaurant tonight?',
    'Certainly. Would 19:30 suit you?',
    'Yes, 19:30 is great.',
    'Your table for four is booked for 19:30 under your cabin number. Enjoy your dinner!',
  ],
  [
    'Our cabin air conditioning is very loud, can someone have a look?',
    'I am sorry about that. A technician is on the way to your cabin now.',
    'He just left, it is much quieter. Thanks!',
    'Glad to hear it. Have a restful night.',
  ],
  [
    'Is the spa open during the port day?',
    'Yes, the spa is open from 08:00 to 20:00 every day, port days included.',
    'Can I book a massage for 16:00?',
    'You are booked for a 50-minute massage at 16:00. Please arrive ten minutes early.',
  ],
  [
    'I was charged twice for the excursion, can you check my folio?',
    'Let me check that for you. Which excursion was it?',
    'The glacier hike on Tuesday.',
    'I have corrected the charge; you will see the refund on your folio within the hour.',
    'Thank you, I see it now.',
  ],
  [
    'Where can we pick up the tender tickets?',
    'Tender tickets are available in the theatre on deck 5 from 08:00.',
    'Do we need to bring our cruise cards?',
    'Yes, please bring the cruise card of everyone going ashore.',
  ],
  [
    'Can I get an extra pillow delivered to my cabin?',
    'Of course. Housekeeping will bring it within 15 minutes.',
    'Got it, thanks!',
  ],
  [
    'We would like to join the glacier excursion on Thursday. Are there places left?',
    'There are six places left on the 10:00 departure. How many guests?',
    'Two adults.',
    'Done: two places on the glacier excursion, Thursday at 10:00. Meet in the theatre at 09:40.',
    'Wonderful, thank you so much.',
  ],
  [
    'My daughter left her jacket at the pool bar. Has anyone found it?',
    'A blue jacket was handed in this afternoon. You can collect it at Guest Services on deck 5.',
    "That's the one, we'll come by now.",
  ],
  [
    'Is there a doctor on board? My husband feels seasick.',
    'The Medical Centre on deck 3 is open now. Seasickness tablets are also available at Guest Services.',
    'Thank you, we are going there.',
  ],
];

export const lines = {
  crew: [
    'Can you cover the desk from 14:00 to 15:00?',
    'Sure, no problem.',
    'The guest in 6012 is asking for a late check-out on disembarkation day.',
    'Approved, please note it on the folio.',
    'Shuttle tickets are running low, can you bring another box?',
    'On my way.',
    'Reminder: crew drill at 10:30 on deck 4.',
    'Thanks for the heads-up.',
    'Tender operations start at 08:00 tomorrow.',
    'Noted.',
  ],
  group: [
    'Morning all, the ship arrives in port at 07:00.',
    'Excursion desk opens at 07:30 today.',
    'Please check the VIP arrivals list before lunch.',
    'Deck 4 gangway will be used for all guests today.',
    'We have a medical disembarkation at 09:00, please keep the gangway clear.',
    'All tenders are back on board.',
    'Housekeeping is short two stewards on deck 8 this afternoon.',
    'Thanks, team!',
    'Captain will make an announcement at 12:00.',
    'Noted, thanks.',
  ],
  /** Questions to the ship's assistant (9998214): the seeded FAQ answers them (seed/assistant.ts). */
  concierge: [
    'What are the opening hours of the main dining room tonight?',
    'How do I get the wifi working on my phone?',
    'When does the spa open tomorrow?',
    'Is there a doctor on board? A guest feels seasick.',
  ],
  /** Texts given to the language analysis bot (9998216): a Good, a Neutral and an Unacceptable one. */
  analysis: [
    'The guests loved the catamaran trip, thank you so much for the great service!',
    'The shuttle leaves from the pier at 09:15.',
    'This is terrible, the guest was shouting and the tender was late and dirty.',
  ],
};
