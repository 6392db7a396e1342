/**
 * English texts of the public marketing site (its chat panel's texts are in en.ts, since the
 * signed-out screens open that panel too). Registered by the public area's chunk.
 */
export const enPublic = {
  public: {
    nav: {
      guestApp: 'Guest App',
      crewApp: 'Crew App',
      hospitalityPbx: 'Hospitality PBX',
      telehealth: 'Telehealth',
      caseStudies: 'Case Studies',
      myAccount: 'My Account',
      blog: 'Visit Our Blog',
      menu: 'Open site menu',
      closeMenu: 'Close site menu',
      main: 'Main',
    },
    footer: {
      company: 'Company',
      products: 'Products',
      aboutUs: 'About Us',
      contact: 'Contact sales',
      caseStudies: 'Case studies',
      allStudies: 'All case studies',
      family: 'Our other products',
      sister: {
        vvn: 'Vessel Voice Network',
        docs: 'Developer documentation',
        status: 'Service status',
      },
      social: 'Follow Portside',
      linkedin: 'Portside on LinkedIn',
      youtube: 'Portside on YouTube',
      x: 'Portside on X',
      facebook: 'Portside on Facebook',
      copyright: '© {{year}} Portside. All rights reserved.',
      address: 'Portside Maritime Communications · 1000 Port Boulevard, Miami, FL 33132',
    },
    cta: {
      talk: 'Talk to our team',
      readStudy: 'Read the case study',
      bookTelehealth: 'Book a telehealth demo',
      seeHospitality: 'See Hospitality PBX',
      comingSoon: 'Coming soon',
    },
    home: {
      eyebrow: 'Connectivity for cruise lines',
      title: 'Every guest and crew member reachable, anywhere at sea',
      text: 'Portside runs onboard calling, messaging and a hosted PBX for your fleet over ship Wi-Fi and satellite, managed from one console by your own staff.',
      secondary: 'Explore the Guest App',
      heroArt: 'A cruise ship linked by satellite to a phone on shore',
      flows: {
        eyebrow: 'Calling flows',
        title: 'How a call leaves the ship',
        text: 'Guests and crew call from the app or a cabin phone. The onboard PBX routes the call, and the satellite link carries it to shore, priced by the calling card your purser set.',
        one: {
          title: 'Dial from the app or the cabin',
          text: 'Cabin numbers, crew extensions and shore numbers all dial the same way, on the ship Wi-Fi.',
        },
        two: {
          title: 'Routed by the onboard PBX',
          text: 'Ring groups, voicemail and inbound routes decide who answers, with calls between cabins kept on board.',
        },
        three: {
          title: 'Carried to shore over satellite',
          text: 'SIP trunks over Starlink reach any landline or mobile, billed per minute on a PIN or cabin card.',
        },
      },
      messaging: {
        eyebrow: 'Messaging and video over ship Wi-Fi',
        title: 'Chat, share and see each other without roaming',
        text: 'The Guest App and Crew App bring messaging, voice and video calling to every phone on board. Nothing leaves the ship network unless it has to.',
        one: 'One-to-one and group chats between cabins, crew and family ashore',
        two: 'Video calls home between shifts, sized for the satellite link',
        three: 'SMS, WhatsApp and other channels answered from one inbox by your guest services team',
        four: 'Broadcasts to crew groups for drills, port times and shift changes',
        chatSample: {
          from: 'Deck 9 · Cabin 9214',
          message: 'Dinner at 7 on the Lido deck?',
          reply: 'See you there! Calling you after the show.',
          video: 'Video call · 12:41',
        },
      },
      features: {
        eyebrow: 'Everything on one platform',
        title: 'Built for the way ships run',
        calling: {
          title: 'Calling over ship Wi-Fi',
          text: 'Cabin phones, crew phones and the app share one PBX, with calling cards for crew and cabins.',
        },
        messaging: {
          title: 'Messaging and video',
          text: 'Guests and crew message each other and shore over the ship network, in the app or by SMS and WhatsApp.',
        },
        pbx: {
          title: 'Hosted PBX for every ship',
          text: 'Extensions, ring groups, voicemail and phones for each vessel, switchable from a single sign-in.',
        },
        cards: {
          title: 'Calling cards and billing',
          text: 'PINs, cabin credit, tariffs and call records, with billing periods reset in one step at turnaround.',
        },
        health: {
          title: 'Telehealth on board',
          text: 'Video consultations with shore-side doctors and contact tracing for the medical team.',
        },
        reports: {
          title: 'Reports on schedule',
          text: 'Call detail records and usage reports e-mailed to your team every day, week or month.',
        },
      },
      hotel: {
        eyebrow: 'Also for hotels and resorts',
        title: 'The same platform, made for hospitality',
        text: 'Room phones, wake-up calls, guest messaging and front-desk routing on a hosted PBX, from a single lodge to a chain of resorts.',
      },
      starlink: {
        eyebrow: 'Starlink at sea',
        title: 'Fast enough for voice and video, everywhere you sail',
        text: 'Low-earth-orbit satellites bring latency close to a shore connection. Portside carries your fleet’s calls and messages over it.',
        down: { value: 'Up to 220 Mbps', label: 'download per ship' },
        up: { value: '40 Mbps', label: 'upload per ship' },
        latency: { value: 'Under 99 ms', label: 'latency' },
        extensions: { value: '4,000', label: 'extensions in service' },
        ships: { value: '17', label: 'ships on one console' },
        sales: { value: '26%', label: 'increase in communication package sales' },
      },
      studies: {
        eyebrow: 'Case studies',
        title: 'What fleets and operators did with Portside',
        text: 'From a luxury cruise line to a carrier strike group: the problem each customer had, what we did and what changed.',
        seeAll: 'See all eleven case studies',
      },
      partners: {
        eyebrow: 'Trusted partners',
        title: 'Trusted by fleets, agencies and operators',
        label: 'Trusted partners',
        previous: 'Previous partners',
        next: 'Next partners',
        pause: 'Pause the partner carousel',
        play: 'Play the partner carousel',
        slide: '{{index}} of {{count}}',
        carouselRole: 'carousel',
        slideRole: 'slide',
        notes: {
          cruise: 'Cruise line',
          hotels: 'Cruise & hotels',
          research: 'Research fleet',
          cloud: 'Government cloud',
          health: 'Health technology',
          government: 'Government',
          satellite: 'Satellite',
        },
      },
    },
    inquiry: {
      eyebrow: 'Get in touch',
      title: 'Tell us about your fleet',
      text: 'Send us a few lines and our team will answer within one working day.',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      company: 'Company',
      message: 'Message',
      topic: 'What would you like to talk about?',
      topics: {
        general: 'A general question',
        guestapp: 'Guest App',
        crewapp: 'Crew App',
        hospitality: 'Hospitality PBX for hotels',
        pbx: 'PBX System',
        telehealth: 'Telehealth on board',
        starlink: 'Calling over Starlink',
      },
      messagePlaceholder: 'Number of ships or rooms, what you would like to offer guests and crew…',
      send: 'Send inquiry',
      sending: 'Sending…',
      sent: 'Thank you. Your inquiry is on its way to our team.',
      required: 'All Fields are required.',
      badEmail: 'Please enter a valid email address',
      failed: 'Your inquiry could not be sent. Please try again in a moment.',
      phoneLine: 'Sales: +1 305 555 0100',
      emailLine: 'sales@portside.example',
      hours: 'Monday to Friday, 8:00 to 18:00 Eastern',
    },
    pages: {
      guestapp: {
        eyebrow: 'Guest App',
        title: 'Calling and messaging for every guest, on their own phone',
        text: 'Guests download the app at embarkation and call cabins, message travel companions and reach home over the ship Wi-Fi, without roaming charges.',
        features: {
          one: {
            title: 'Cabin-to-cabin calling',
            text: 'Free calls and chats between cabins and travel companions on board.',
          },
          two: {
            title: 'Calls home',
            text: 'Reach any landline or mobile ashore, paid from the cabin’s calling card.',
          },
          three: {
            title: 'Group chats',
            text: 'Plan the day with family and friends, with photos and voice notes.',
          },
          four: {
            title: 'Guest services in the app',
            text: 'Message the front desk, book excursions and get replies from your team.',
          },
        },
        highlight:
          'Guests keep using the phone they already know. Your team sees every conversation in one inbox.',
      },
      crewapp: {
        eyebrow: 'Crew App',
        title: 'Keep crew connected to each other and to home',
        text: 'The Crew App turns every crew phone into a ship extension, with messaging, broadcasts and low-cost calls home between port calls.',
        features: {
          one: {
            title: 'A personal extension',
            text: 'Every crew member is reachable by extension, on board and on the app.',
          },
          two: {
            title: 'Broadcasts by group',
            text: 'Send drill notices, shift changes and port times to the right crew groups.',
          },
          three: {
            title: 'Calling cards for crew',
            text: 'PIN-based calling cards with credit, tariffs and call records.',
          },
          four: {
            title: 'Video calls home',
            text: 'Video calls sized for the satellite link, so crew can see family between shifts.',
          },
        },
        highlight: 'Crew welfare surveys list contact with home as the first reason to stay with a line.',
      },
      hospitality: {
        eyebrow: 'Hospitality',
        title: 'Hotel telephony and guest messaging, hosted for you',
        text: 'Portside brings the platform cruise lines trust to hotels and resorts: room phones, guest messaging and front-desk routing on one hosted PBX.',
        features: {
          one: {
            title: 'Room extensions',
            text: 'Every room phone on one PBX, with direct dialling between rooms.',
          },
          two: {
            title: 'Wake-up calls and voicemail',
            text: 'Automated wake-up calls and a voicemail box for every room.',
          },
          three: {
            title: 'Front-desk routing',
            text: 'Ring groups and inbound routes send calls to the desk, concierge or restaurant.',
          },
          four: {
            title: 'Guest messaging',
            text: 'Answer SMS and WhatsApp from guests in the same inbox your team already uses.',
          },
        },
        highlight:
          'Runs on the phones you have: SIP desk phones, analog room phones through gateways, and the app.',
      },
      hospitalitypbx: {
        eyebrow: 'Hospitality PBX',
        title: 'A hosted PBX for hotels and ships',
        text: 'Extensions, ring groups, voicemail and call accounting for every room and cabin, managed from a browser with no hardware room to maintain.',
        features: {
          one: {
            title: 'Up to thousands of extensions',
            text: 'From a lodge of 40 rooms to a fleet of ships, on one console.',
          },
          two: {
            title: 'Call accounting',
            text: 'Call detail records with tariffs, priced per destination and exported on schedule.',
          },
          three: {
            title: 'Phone provisioning',
            text: 'Desk phones configured from the console and swapped without a technician.',
          },
          four: {
            title: 'Feature codes',
            text: 'Do not disturb, call forward and voicemail access with the codes staff know.',
          },
        },
        highlight:
          'Moving from a legacy PBX? We survey your site, port your numbers and cut over in one night.',
      },
      pbxsystem: {
        eyebrow: 'PBX System',
        title: 'Extensions, ring groups and routes, run for you',
        text: 'The Portside PBX runs in the cloud and on board. Your staff manage it from the console; we keep it patched, monitored and backed up.',
        features: {
          one: {
            title: 'Extensions and registrations',
            text: 'See which phones are registered, where, and change any extension in seconds.',
          },
          two: {
            title: 'Ring groups and inbound routes',
            text: 'Decide who answers which number, at what time of day.',
          },
          three: {
            title: 'Voicemail',
            text: 'Voicemail boxes with messages playable and downloadable from the console.',
          },
          four: {
            title: 'Gateways and trunks',
            text: 'SIP trunks and analog gateways monitored, with reports per gateway.',
          },
        },
        highlight: 'One sign-in for every ship and property, with each environment kept separate.',
      },
      starlink: {
        eyebrow: 'Starlink at sea',
        title: 'Voice and video over low-earth-orbit satellites',
        text: 'Low-latency satellite links make ship-to-shore voice and video practical. Portside carries calls and messages over them and keeps working when the link drops.',
        features: {
          one: {
            title: 'Up to 220 Mbps down',
            text: 'Enough for thousands of guests browsing, messaging and calling at once.',
          },
          two: { title: '40 Mbps up', text: 'Upload capacity for video calls and photo sharing from sea.' },
          three: {
            title: 'Latency under 99 ms',
            text: 'Conversations without the delay of geostationary satellites.',
          },
          four: {
            title: 'Calls kept on board',
            text: 'Cabin-to-cabin calls never leave the ship, so the link is kept for shore.',
          },
        },
        highlight: 'Lines on Starlink saw a 26% increase in communication package sales.',
      },
      health: {
        eyebrow: 'Telehealth',
        title: 'A doctor on shore, one video call away',
        text: 'Connect passengers and crew with shore-side doctors over the ship network. Open it in a browser: nothing to install for the patient or the medical team.',
        features: {
          one: {
            title: 'Video consultations',
            text: 'HD video between the ship’s medical centre and specialists ashore.',
          },
          two: {
            title: 'Runs in the browser',
            text: 'Works on the medical centre’s computer, a tablet or a phone.',
          },
          three: {
            title: 'Private by design',
            text: 'Consultations are encrypted and never recorded without consent.',
          },
          four: {
            title: 'Contact tracing',
            text: 'Find who was near a guest or crew member who fell ill, in minutes.',
          },
        },
        highlight:
          'See a consultation between a ship’s medical centre and a doctor ashore: our team will show you Telehealth on your own fleet’s link.',
        screening: {
          title: 'Health screening',
          text: 'Contactless screening at the gangway and in the medical centre.',
          heartRate: 'Heart rate',
          breathingRate: 'Breathing rate',
          temperature: 'Temperature',
          bloodOxygen: 'Blood oxygen',
        },
        tracing: {
          title: 'Contact tracing',
          text: 'A close contact is anyone within 6 feet for 15 minutes within 24 hours. Portside lists them from the ship’s own data, so the medical team can act before the next port.',
          rule: '6 feet · 15 minutes · 24 hours',
        },
      },
      aboutus: {
        eyebrow: 'About Us',
        title: 'Communications for people far from shore',
        text: 'Portside builds telephony and messaging for cruise lines, hotels and government and naval operators. Our platform carries calls, chats and video for guests, crew and sailors on 17 ships and across thousands of rooms.',
        features: {
          one: {
            title: 'Maritime first',
            text: 'Our engineers have sailed with the systems they build, and it shows.',
          },
          two: {
            title: 'Run for you',
            text: 'We operate the platform around the clock, with support that answers at sea.',
          },
          three: {
            title: 'Your data stays yours',
            text: 'Each environment is kept separate, and your staff decide who sees what.',
          },
          four: {
            title: 'Trusted by government',
            text: 'Naval, coast guard and research fleets rely on our voice networks.',
          },
        },
        highlight: 'From a single research vessel to a fleet of cruise ships, we answer the phone.',
      },
    },
    studies: {
      eyebrow: 'Case studies',
      title: 'Results our customers can point to',
      text: 'Eleven projects for cruise lines, hotels, research ships, navies and government agencies: the challenge, what we did and the results.',
    },
    impact: {
      eyebrow: 'Case study',
      invalid: 'Invalid Case Study',
      invalidText: 'There is no case study by that name. Choose one of our case studies below.',
      challenge: 'The challenge',
      solution: 'What we did',
      results: 'Results',
      sector: 'Sector',
      more: 'More case studies',
      studies: {
        nooz: {
          title: 'Nooz news-bias app',
          sector: 'Media technology',
          summary: 'A free mobile app that shows readers how a news story leans before they share it.',
          challenge:
            'Readers wanted a quick, honest measure of bias in the news they read on their phones, without a subscription.',
          solution:
            'We built and host the app’s scoring service: every article gets an opinion score, a sentiment score and the propaganda techniques it uses.',
          one: 'Opinion score from 0 to 100 for every article',
          two: 'Sentiment score from -100 to 100',
          three: 'Detects up to 18 propaganda techniques',
        },
        avaya: {
          title: 'Avaya partnership',
          sector: 'Government cloud',
          summary:
            'A partnership with a government cloud provider to bring Portside voice to secure agency networks.',
          challenge:
            'Agencies needed maritime voice that met government cloud requirements and worked with their existing Avaya estates.',
          solution:
            'We certified Portside’s PBX against the partner’s government cloud and connected it to Avaya call control over SIP.',
          one: 'Portside voice offered inside a government cloud',
          two: 'Existing Avaya phones and dial plans kept',
          three: 'One support desk for ship and shore',
        },
        cunard: {
          title: 'Cunard',
          sector: 'Cruise line',
          summary: 'A luxury cruise line gave guests and crew calling and messaging on their own phones.',
          challenge:
            'Cabin phones were rarely used and satellite calls were expensive, so guests went unreachable for days.',
          solution:
            'We rolled out the Guest App and Crew App on the ship Wi-Fi, with calling cards priced per destination.',
          one: 'Guests call cabins and shore from their own phones',
          two: 'Crew calling cards with credit managed by the purser',
          three: 'Guest services answered in one inbox',
        },
        disney: {
          title: 'Disney Cruise Line',
          sector: 'Cruise line',
          summary: 'A cruise health monitoring system that connects the medical centre with doctors ashore.',
          challenge:
            'The medical team needed shore-side specialists on video and a clear view of guests’ and crew’s health at sea.',
          solution:
            'We deployed Portside Telehealth in the browser, with contactless screening and contact tracing built on the ship’s own data.',
          one: 'Video consultations from the medical centre',
          two: 'Contact tracing by the 6 feet, 15 minutes, 24 hours rule',
          three: 'Screening of heart rate, breathing rate, temperature and blood oxygen planned',
        },
        holand: {
          title: 'Holland America Line',
          sector: 'Hospitality',
          summary: 'A hotel operator in Alaska moved its lodges onto the hosted Hospitality PBX.',
          challenge:
            'Remote lodges ran ageing phone systems that failed in winter and needed a technician flown in for every change.',
          solution:
            'We replaced them with the hosted Hospitality PBX, reusing room wiring through analog gateways.',
          one: 'Every lodge managed from one console',
          two: 'Wake-up calls and voicemail for every room',
          three: 'No on-site hardware room to maintain',
        },
        ncl: {
          title: 'Norwegian Cruise Line',
          sector: 'Cruise line',
          summary: 'A cruise line moved its fleet’s ship-to-shore calling onto SIP trunking.',
          challenge: 'Per-ship satellite voice contracts were costly and each ship dialled differently.',
          solution:
            'We brought every ship onto Portside SIP trunks over the satellite link, with one dial plan for the fleet.',
          one: 'One dial plan across the fleet',
          two: 'Shore calls billed per minute on calling cards',
          three: 'Trunks monitored from the gateway report',
        },
        'noaa-ship': {
          title: 'NOAA research ship',
          sector: 'Government research',
          summary: 'A research ship’s PA/GA and PBX systems groomed back to full health.',
          challenge:
            'The ship’s public address, general alarm and PBX had drifted out of documentation and several zones were silent.',
          solution:
            'We surveyed and corrected the systems remotely, then finished the work on board before the next survey season.',
          one: '40 hours of remote support',
          two: 'A two-day onboard session with the crew',
          three: 'Every PA/GA zone tested and documented',
        },
        tritan: {
          title: 'Tritan',
          sector: 'Health technology',
          summary: 'Contact tracing for ships and resorts, built on the voice network’s own data.',
          challenge:
            'Operators needed to find close contacts quickly without asking guests to install anything new.',
          solution:
            'We used Portside’s onboard network to list close contacts by the 6 feet, 15 minutes, 24 hours rule.',
          one: 'Close contacts listed in minutes',
          two: 'Nothing new for guests to install',
          three: 'Data kept on the ship',
        },
        'navi-carrier-strike-group': {
          title: 'Carrier strike group',
          sector: 'Navy',
          summary: 'Dual SIP lines for four vessels of a carrier strike group.',
          challenge: 'Four vessels needed redundant voice to shore, deployed before the group sailed.',
          solution:
            'We installed dual SIP lines on each vessel with automatic failover, planned against a 90-day deployment target.',
          one: 'Dual SIP lines on four vessels',
          two: '90-day deployment target',
          three: 'Automatic failover between lines',
        },
        'national-guard': {
          title: 'National Guard',
          sector: 'Government',
          summary: 'A national guard converted its voice circuits to SIP trunking.',
          challenge: 'Legacy circuits were costly and hard to reroute during emergencies.',
          solution:
            'We converted the sites to SIP trunks with inbound routes that can be changed from the console in minutes.',
          one: 'Legacy circuits converted to SIP trunking',
          two: 'Routes changed in minutes during emergencies',
          three: 'One console for every site',
        },
        'navy-communications': {
          title: 'Navy communications',
          sector: 'Navy',
          summary: 'A naval air station moved from legacy telephony to VoIP.',
          challenge: 'The station’s legacy telephone system was end of life, with parts no longer made.',
          solution:
            'We surveyed the station, designed the VoIP network and migrated the extensions building by building.',
          one: 'Site survey done in under 60 days',
          two: 'Legacy telephony replaced by VoIP',
          three: 'Extensions kept through the move',
        },
      },
    },
    meta: {
      siteName: 'Portside',
      title: '{{title}} | Portside',
      study: '{{title}}: case study | Portside',
      studyDescription: '{{summary}} {{solution}}',
      home: {
        title: 'Portside: onboard calling, messaging and PBX for cruise lines',
        description:
          'Calling, messaging, guest and crew apps, a hosted PBX and telehealth for cruise lines, hotels and naval fleets, over ship Wi-Fi and satellite, run from one console.',
      },
      studies: {
        title: 'Case studies',
        description:
          'How cruise lines, hotels, research ships, navies and government agencies use Portside for calling, messaging, PBX and telehealth: eleven projects and their results.',
      },
      invalidStudy: {
        title: 'Invalid Case Study',
        description: 'There is no case study by that name. See our eleven case studies instead.',
      },
      pages: {
        guestapp: {
          title: 'Guest App: calling and messaging for cruise guests',
          description:
            'Guests call cabins, message companions and reach home from their own phones over the ship Wi-Fi, without roaming, paid from the cabin’s calling card.',
        },
        crewapp: {
          title: 'Crew App: extensions, broadcasts and calls home for crew',
          description:
            'Every crew phone becomes a ship extension, with group broadcasts, calling cards and video calls home sized for the satellite link.',
        },
        hospitality: {
          title: 'Hotel telephony and guest messaging, hosted',
          description:
            'Room phones, wake-up calls, voicemail, front-desk routing and guest messaging on one hosted PBX for hotels and resorts.',
        },
        hospitalitypbx: {
          title: 'Hospitality PBX for hotels and ships',
          description:
            'A hosted PBX with extensions, ring groups, voicemail, call accounting and phone provisioning for every room and cabin, managed in a browser.',
        },
        pbxsystem: {
          title: 'PBX System: extensions, ring groups and routes',
          description:
            'The Portside PBX in the cloud and on board: extensions, registrations, ring groups, inbound routes, voicemail and trunks, patched and monitored for you.',
        },
        starlink: {
          title: 'Voice and video over Starlink at sea',
          description:
            'Up to 220 Mbps down, 40 Mbps up and under 99 ms latency: Portside carries a fleet’s calls and messages over low-earth-orbit satellites.',
        },
        health: {
          title: 'Telehealth on board: a doctor on shore, one video call away',
          description:
            'Video consultations between the ship’s medical centre and doctors ashore, in the browser, with contact tracing by the 6 feet, 15 minutes, 24 hours rule.',
        },
        aboutus: {
          title: 'About Portside',
          description:
            'Portside builds telephony and messaging for cruise lines, hotels and government and naval operators, on 17 ships and thousands of rooms.',
        },
      },
    },
  },
} as const;
