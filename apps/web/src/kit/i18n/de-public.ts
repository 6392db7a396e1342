/**
 * German texts of the public marketing site, the counterpart of en-public.ts (its chat panel's texts are
 * in de.ts).
 */
import type { enPublic } from './en-public.ts';
import type { Translated } from './index.ts';

export const dePublic: Translated<typeof enPublic> = {
  public: {
    nav: {
      guestApp: 'Gäste-App',
      crewApp: 'Crew-App',
      hospitalityPbx: 'Hospitality PBX',
      telehealth: 'Telehealth',
      caseStudies: 'Fallstudien',
      myAccount: 'Mein Konto',
      blog: 'Zum Blog',
      menu: 'Seitenmenü öffnen',
      closeMenu: 'Seitenmenü schließen',
      main: 'Hauptmenü',
    },
    footer: {
      company: 'Unternehmen',
      products: 'Produkte',
      aboutUs: 'Über uns',
      contact: 'Vertrieb kontaktieren',
      caseStudies: 'Fallstudien',
      allStudies: 'Alle Fallstudien',
      family: 'Unsere weiteren Produkte',
      sister: {
        vvn: 'Vessel Voice Network',
        docs: 'Entwicklerdokumentation',
        status: 'Dienststatus',
      },
      social: 'Portside folgen',
      linkedin: 'Portside auf LinkedIn',
      youtube: 'Portside auf YouTube',
      x: 'Portside auf X',
      facebook: 'Portside auf Facebook',
      copyright: '© {{year}} Portside. Alle Rechte vorbehalten.',
      address: 'Portside Maritime Communications · 1000 Port Boulevard, Miami, FL 33132',
    },
    cta: {
      talk: 'Mit unserem Team sprechen',
      readStudy: 'Zur Fallstudie',
      bookTelehealth: 'Telehealth-Demo buchen',
      seeHospitality: 'Hospitality PBX ansehen',
      comingSoon: 'Demnächst',
    },
    home: {
      eyebrow: 'Konnektivität für Reedereien',
      title: 'Jeder Gast und jedes Crewmitglied erreichbar, überall auf See',
      text: 'Portside betreibt Telefonie, Messaging und eine gehostete Telefonanlage für Ihre Flotte über Schiffs-WLAN und Satellit, verwaltet von Ihrem eigenen Personal in einer Konsole.',
      secondary: 'Die Gäste-App entdecken',
      heroArt: 'Ein Kreuzfahrtschiff, per Satellit mit einem Telefon an Land verbunden',
      flows: {
        eyebrow: 'Gesprächswege',
        title: 'Wie ein Anruf das Schiff verlässt',
        text: 'Gäste und Crew telefonieren aus der App oder vom Kabinentelefon. Die Telefonanlage an Bord vermittelt den Anruf, und die Satellitenverbindung trägt ihn an Land, abgerechnet über die Telefonkarte, die Ihr Zahlmeister eingerichtet hat.',
        one: {
          title: 'Wählen aus der App oder der Kabine',
          text: 'Kabinennummern, Crew-Nebenstellen und Landnummern wählt man gleich, über das Schiffs-WLAN.',
        },
        two: {
          title: 'Vermittelt von der Anlage an Bord',
          text: 'Rufgruppen, Voicemail und Eingangsrouten bestimmen, wer abnimmt; Anrufe zwischen Kabinen bleiben an Bord.',
        },
        three: {
          title: 'Per Satellit an Land',
          text: 'SIP-Trunks über Starlink erreichen jedes Festnetz und Handy, minutengenau abgerechnet auf PIN oder Kabinenkarte.',
        },
      },
      messaging: {
        eyebrow: 'Messaging und Video über Schiffs-WLAN',
        title: 'Chatten, teilen und sich sehen, ohne Roaming',
        text: 'Gäste-App und Crew-App bringen Messaging, Sprach- und Videoanrufe auf jedes Telefon an Bord. Nichts verlässt das Schiffsnetz, wenn es nicht muss.',
        one: 'Einzel- und Gruppenchats zwischen Kabinen, Crew und Familie an Land',
        two: 'Videoanrufe nach Hause zwischen den Schichten, passend für die Satellitenverbindung',
        three: 'SMS, WhatsApp und weitere Kanäle, beantwortet von Ihrem Gästeservice in einem Posteingang',
        four: 'Rundnachrichten an Crew-Gruppen für Übungen, Hafenzeiten und Schichtwechsel',
        chatSample: {
          from: 'Deck 9 · Kabine 9214',
          message: 'Abendessen um 7 auf dem Lido-Deck?',
          reply: 'Bis dann! Ich rufe nach der Show an.',
          video: 'Videoanruf · 12:41',
        },
      },
      features: {
        eyebrow: 'Alles auf einer Plattform',
        title: 'Gebaut für den Schiffsbetrieb',
        calling: {
          title: 'Telefonieren über Schiffs-WLAN',
          text: 'Kabinentelefone, Crew-Telefone und die App teilen sich eine Anlage, mit Telefonkarten für Crew und Kabinen.',
        },
        messaging: {
          title: 'Messaging und Video',
          text: 'Gäste und Crew schreiben sich und dem Festland über das Schiffsnetz, in der App oder per SMS und WhatsApp.',
        },
        pbx: {
          title: 'Gehostete Telefonanlage für jedes Schiff',
          text: 'Nebenstellen, Rufgruppen, Voicemail und Telefone für jedes Schiff, umschaltbar mit einer einzigen Anmeldung.',
        },
        cards: {
          title: 'Telefonkarten und Abrechnung',
          text: 'PINs, Kabinenguthaben, Tarife und Gesprächsdaten; Abrechnungszeiträume werden beim Turnaround in einem Schritt zurückgesetzt.',
        },
        health: {
          title: 'Telemedizin an Bord',
          text: 'Video-Sprechstunden mit Ärzten an Land und Kontaktverfolgung für das medizinische Team.',
        },
        reports: {
          title: 'Berichte nach Plan',
          text: 'Gesprächsdaten und Nutzungsberichte täglich, wöchentlich oder monatlich per E-Mail an Ihr Team.',
        },
      },
      hotel: {
        eyebrow: 'Auch für Hotels und Resorts',
        title: 'Dieselbe Plattform, gemacht für die Hotellerie',
        text: 'Zimmertelefone, Weckrufe, Gäste-Messaging und Rezeptionsvermittlung auf einer gehosteten Anlage, von der einzelnen Lodge bis zur Resortkette.',
      },
      starlink: {
        eyebrow: 'Starlink auf See',
        title: 'Schnell genug für Sprache und Video, überall auf Ihrer Route',
        text: 'Satelliten im niedrigen Erdorbit bringen Latenzen nahe an eine Landverbindung. Portside trägt darüber die Anrufe und Nachrichten Ihrer Flotte.',
        down: { value: 'Bis 220 Mbit/s', label: 'Download pro Schiff' },
        up: { value: '40 Mbit/s', label: 'Upload pro Schiff' },
        latency: { value: 'Unter 99 ms', label: 'Latenz' },
        extensions: { value: '4.000', label: 'Nebenstellen in Betrieb' },
        ships: { value: '17', label: 'Schiffe in einer Konsole' },
        sales: { value: '26 %', label: 'mehr verkaufte Kommunikationspakete' },
      },
      studies: {
        eyebrow: 'Fallstudien',
        title: 'Was Flotten und Betreiber mit Portside erreicht haben',
        text: 'Von der Luxusreederei bis zur Flugzeugträgerkampfgruppe: das Problem jedes Kunden, was wir getan haben und was sich geändert hat.',
        seeAll: 'Alle elf Fallstudien ansehen',
      },
      partners: {
        eyebrow: 'Partner, die uns vertrauen',
        title: 'Flotten, Behörden und Betreiber vertrauen uns',
        label: 'Partner, die uns vertrauen',
        previous: 'Vorherige Partner',
        next: 'Nächste Partner',
        pause: 'Partner-Karussell anhalten',
        play: 'Partner-Karussell abspielen',
        slide: '{{index}} von {{count}}',
        carouselRole: 'Karussell',
        slideRole: 'Folie',
        notes: {
          cruise: 'Kreuzfahrtreederei',
          hotels: 'Kreuzfahrt & Hotels',
          research: 'Forschungsflotte',
          cloud: 'Government Cloud',
          health: 'Gesundheitstechnologie',
          government: 'Behörde',
          satellite: 'Satellit',
        },
      },
    },
    inquiry: {
      eyebrow: 'Kontakt',
      title: 'Erzählen Sie uns von Ihrer Flotte',
      text: 'Schreiben Sie uns ein paar Zeilen – unser Team antwortet innerhalb eines Werktags.',
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      company: 'Unternehmen',
      message: 'Nachricht',
      topic: 'Worüber möchten Sie sprechen?',
      topics: {
        general: 'Eine allgemeine Frage',
        guestapp: 'Gäste-App',
        crewapp: 'Crew-App',
        hospitality: 'Hospitality PBX für Hotels',
        pbx: 'Telefonanlage',
        telehealth: 'Telemedizin an Bord',
        starlink: 'Telefonieren über Starlink',
      },
      messagePlaceholder: 'Anzahl der Schiffe oder Zimmer, was Sie Gästen und Crew bieten möchten…',
      send: 'Anfrage senden',
      sending: 'Wird gesendet…',
      sent: 'Vielen Dank. Ihre Anfrage ist auf dem Weg zu unserem Team.',
      required: 'Bitte alle Felder ausfüllen.',
      badEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      failed: 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
      phoneLine: 'Vertrieb: +1 305 555 0100',
      emailLine: 'sales@portside.example',
      hours: 'Montag bis Freitag, 8:00 bis 18:00 Uhr (US-Ostküste)',
    },
    pages: {
      guestapp: {
        eyebrow: 'Gäste-App',
        title: 'Telefonieren und Messaging für jeden Gast, auf dem eigenen Handy',
        text: 'Gäste laden die App beim Einschiffen und rufen Kabinen an, schreiben Mitreisenden und erreichen ihr Zuhause über das Schiffs-WLAN, ohne Roaminggebühren.',
        features: {
          one: {
            title: 'Von Kabine zu Kabine',
            text: 'Kostenlose Anrufe und Chats zwischen Kabinen und Mitreisenden an Bord.',
          },
          two: {
            title: 'Anrufe nach Hause',
            text: 'Jedes Festnetz und Handy an Land erreichen, bezahlt über die Telefonkarte der Kabine.',
          },
          three: {
            title: 'Gruppenchats',
            text: 'Den Tag mit Familie und Freunden planen, mit Fotos und Sprachnachrichten.',
          },
          four: {
            title: 'Gästeservice in der App',
            text: 'Der Rezeption schreiben, Ausflüge buchen und Antworten von Ihrem Team erhalten.',
          },
        },
        highlight:
          'Gäste nutzen weiter das Handy, das sie kennen. Ihr Team sieht jede Unterhaltung in einem Posteingang.',
      },
      crewapp: {
        eyebrow: 'Crew-App',
        title: 'Die Crew verbunden – untereinander und mit zu Hause',
        text: 'Die Crew-App macht jedes Crew-Handy zur Nebenstelle des Schiffs, mit Messaging, Rundnachrichten und günstigen Anrufen nach Hause zwischen den Häfen.',
        features: {
          one: {
            title: 'Eine eigene Nebenstelle',
            text: 'Jedes Crewmitglied ist per Nebenstelle erreichbar, an Bord und in der App.',
          },
          two: {
            title: 'Rundnachrichten nach Gruppe',
            text: 'Übungshinweise, Schichtwechsel und Hafenzeiten an die richtigen Crew-Gruppen senden.',
          },
          three: {
            title: 'Telefonkarten für die Crew',
            text: 'PIN-basierte Telefonkarten mit Guthaben, Tarifen und Gesprächsdaten.',
          },
          four: {
            title: 'Videoanrufe nach Hause',
            text: 'Videoanrufe passend für die Satellitenverbindung, damit die Crew zwischen den Schichten die Familie sieht.',
          },
        },
        highlight:
          'In Umfragen zum Wohlbefinden der Crew ist der Kontakt nach Hause der erste Grund, bei einer Reederei zu bleiben.',
      },
      hospitality: {
        eyebrow: 'Hotellerie',
        title: 'Hoteltelefonie und Gäste-Messaging, für Sie gehostet',
        text: 'Portside bringt die Plattform, der Kreuzfahrtreedereien vertrauen, in Hotels und Resorts: Zimmertelefone, Gäste-Messaging und Rezeptionsvermittlung auf einer gehosteten Anlage.',
        features: {
          one: {
            title: 'Zimmer-Nebenstellen',
            text: 'Jedes Zimmertelefon an einer Anlage, mit Direktwahl zwischen den Zimmern.',
          },
          two: {
            title: 'Weckrufe und Voicemail',
            text: 'Automatische Weckrufe und eine Mailbox für jedes Zimmer.',
          },
          three: {
            title: 'Rezeptionsvermittlung',
            text: 'Rufgruppen und Eingangsrouten leiten Anrufe an Rezeption, Concierge oder Restaurant.',
          },
          four: {
            title: 'Gäste-Messaging',
            text: 'SMS und WhatsApp von Gästen im selben Posteingang beantworten, den Ihr Team schon nutzt.',
          },
        },
        highlight:
          'Läuft mit Ihren vorhandenen Telefonen: SIP-Tischtelefone, analoge Zimmertelefone über Gateways und die App.',
      },
      hospitalitypbx: {
        eyebrow: 'Hospitality PBX',
        title: 'Eine gehostete Telefonanlage für Hotels und Schiffe',
        text: 'Nebenstellen, Rufgruppen, Voicemail und Gebührenerfassung für jedes Zimmer und jede Kabine, verwaltet im Browser, ohne Technikraum, den Sie pflegen müssen.',
        features: {
          one: {
            title: 'Bis zu Tausenden Nebenstellen',
            text: 'Von der Lodge mit 40 Zimmern bis zur Schiffsflotte, in einer Konsole.',
          },
          two: {
            title: 'Gebührenerfassung',
            text: 'Gesprächsdaten mit Tarifen, nach Ziel bepreist und nach Plan exportiert.',
          },
          three: {
            title: 'Telefon-Provisioning',
            text: 'Tischtelefone aus der Konsole konfiguriert und ohne Techniker getauscht.',
          },
          four: {
            title: 'Funktionscodes',
            text: 'Nicht stören, Rufumleitung und Voicemail-Zugang mit den Codes, die Ihr Personal kennt.',
          },
        },
        highlight:
          'Sie lösen eine alte Anlage ab? Wir nehmen Ihren Standort auf, portieren Ihre Nummern und stellen in einer Nacht um.',
      },
      pbxsystem: {
        eyebrow: 'Telefonanlage',
        title: 'Nebenstellen, Rufgruppen und Routen – für Sie betrieben',
        text: 'Die Portside-Telefonanlage läuft in der Cloud und an Bord. Ihr Personal verwaltet sie in der Konsole; wir halten sie aktuell, überwacht und gesichert.',
        features: {
          one: {
            title: 'Nebenstellen und Registrierungen',
            text: 'Sehen, welche Telefone wo registriert sind, und jede Nebenstelle in Sekunden ändern.',
          },
          two: {
            title: 'Rufgruppen und Eingangsrouten',
            text: 'Festlegen, wer welche Nummer zu welcher Tageszeit annimmt.',
          },
          three: {
            title: 'Voicemail',
            text: 'Mailboxen mit Nachrichten, die sich in der Konsole abspielen und herunterladen lassen.',
          },
          four: {
            title: 'Gateways und Trunks',
            text: 'SIP-Trunks und analoge Gateways überwacht, mit Berichten je Gateway.',
          },
        },
        highlight: 'Eine Anmeldung für jedes Schiff und jedes Haus, jede Umgebung sauber getrennt.',
      },
      starlink: {
        eyebrow: 'Starlink auf See',
        title: 'Sprache und Video über Satelliten im niedrigen Erdorbit',
        text: 'Satellitenverbindungen mit geringer Latenz machen Sprache und Video zwischen Schiff und Land praxistauglich. Portside trägt Anrufe und Nachrichten darüber und arbeitet weiter, wenn die Verbindung abreißt.',
        features: {
          one: {
            title: 'Bis 220 Mbit/s Download',
            text: 'Genug für Tausende Gäste, die gleichzeitig surfen, schreiben und telefonieren.',
          },
          two: { title: '40 Mbit/s Upload', text: 'Upload-Kapazität für Videoanrufe und Fotos von See.' },
          three: {
            title: 'Latenz unter 99 ms',
            text: 'Gespräche ohne die Verzögerung geostationärer Satelliten.',
          },
          four: {
            title: 'Anrufe bleiben an Bord',
            text: 'Anrufe von Kabine zu Kabine verlassen nie das Schiff, die Verbindung bleibt frei für das Festland.',
          },
        },
        highlight: 'Reedereien mit Starlink verkauften 26 % mehr Kommunikationspakete.',
      },
      health: {
        eyebrow: 'Telehealth',
        title: 'Ein Arzt an Land, einen Videoanruf entfernt',
        text: 'Verbinden Sie Passagiere und Crew über das Schiffsnetz mit Ärzten an Land. Im Browser öffnen: Weder Patient noch medizinisches Team müssen etwas installieren.',
        features: {
          one: {
            title: 'Video-Sprechstunden',
            text: 'HD-Video zwischen dem Bordhospital und Fachärzten an Land.',
          },
          two: {
            title: 'Läuft im Browser',
            text: 'Funktioniert auf dem Computer des Bordhospitals, einem Tablet oder einem Handy.',
          },
          three: {
            title: 'Datenschutz von Grund auf',
            text: 'Sprechstunden sind verschlüsselt und werden nie ohne Einwilligung aufgezeichnet.',
          },
          four: {
            title: 'Kontaktverfolgung',
            text: 'In Minuten finden, wer einem erkrankten Gast oder Crewmitglied nahe war.',
          },
        },
        highlight:
          'Erleben Sie eine Sprechstunde zwischen dem Bordhospital und einem Arzt an Land: Unser Team zeigt Ihnen Telehealth über die Verbindung Ihrer eigenen Flotte.',
        screening: {
          title: 'Gesundheits-Screening',
          text: 'Kontaktloses Screening an der Gangway und im Bordhospital.',
          heartRate: 'Herzfrequenz',
          breathingRate: 'Atemfrequenz',
          temperature: 'Temperatur',
          bloodOxygen: 'Sauerstoffsättigung',
        },
        tracing: {
          title: 'Kontaktverfolgung',
          text: 'Enger Kontakt ist, wer innerhalb von 24 Stunden 15 Minuten lang näher als 6 Fuß (1,8 m) war. Portside listet diese Kontakte aus den eigenen Daten des Schiffs, damit das medizinische Team vor dem nächsten Hafen handeln kann.',
          rule: '1,8 m · 15 Minuten · 24 Stunden',
        },
      },
      aboutus: {
        eyebrow: 'Über uns',
        title: 'Kommunikation für Menschen fern der Küste',
        text: 'Portside entwickelt Telefonie und Messaging für Kreuzfahrtreedereien, Hotels sowie Behörden und Marine. Unsere Plattform trägt Anrufe, Chats und Video für Gäste, Crew und Seeleute auf 17 Schiffen und in Tausenden Zimmern.',
        features: {
          one: {
            title: 'Maritim zuerst',
            text: 'Unsere Ingenieure sind mit den Systemen zur See gefahren, die sie bauen – und das merkt man.',
          },
          two: {
            title: 'Für Sie betrieben',
            text: 'Wir betreiben die Plattform rund um die Uhr, mit einem Support, der auch auf See antwortet.',
          },
          three: {
            title: 'Ihre Daten bleiben Ihre',
            text: 'Jede Umgebung ist getrennt, und Ihr Personal entscheidet, wer was sieht.',
          },
          four: {
            title: 'Vertrauen von Behörden',
            text: 'Marine, Küstenwache und Forschungsflotten verlassen sich auf unsere Sprachnetze.',
          },
        },
        highlight: 'Vom einzelnen Forschungsschiff bis zur Kreuzfahrtflotte: Wir gehen ans Telefon.',
      },
    },
    studies: {
      eyebrow: 'Fallstudien',
      title: 'Ergebnisse, auf die unsere Kunden verweisen können',
      text: 'Elf Projekte für Kreuzfahrtreedereien, Hotels, Forschungsschiffe, Marinen und Behörden: die Aufgabe, was wir getan haben und die Ergebnisse.',
    },
    impact: {
      eyebrow: 'Fallstudie',
      invalid: 'Fallstudie nicht gefunden',
      invalidText: 'Unter diesem Namen gibt es keine Fallstudie. Wählen Sie unten eine unserer Fallstudien.',
      challenge: 'Die Aufgabe',
      solution: 'Was wir getan haben',
      results: 'Ergebnisse',
      sector: 'Branche',
      more: 'Weitere Fallstudien',
      studies: {
        nooz: {
          title: 'Nooz – App gegen Nachrichten-Bias',
          sector: 'Medientechnologie',
          summary:
            'Eine kostenlose App, die Lesern zeigt, wohin eine Nachricht tendiert, bevor sie sie teilen.',
          challenge:
            'Leser wollten ein schnelles, ehrliches Maß für die Voreingenommenheit der Nachrichten auf ihrem Handy, ohne Abo.',
          solution:
            'Wir haben den Bewertungsdienst der App gebaut und betreiben ihn: Jeder Artikel erhält einen Meinungswert, einen Stimmungswert und die Propagandatechniken, die er nutzt.',
          one: 'Meinungswert von 0 bis 100 für jeden Artikel',
          two: 'Stimmungswert von -100 bis 100',
          three: 'Erkennt bis zu 18 Propagandatechniken',
        },
        avaya: {
          title: 'Partnerschaft mit Avaya',
          sector: 'Government Cloud',
          summary:
            'Eine Partnerschaft mit einem Government-Cloud-Anbieter, um Portside-Telefonie in gesicherte Behördennetze zu bringen.',
          challenge:
            'Behörden brauchten maritime Telefonie, die die Anforderungen der Government Cloud erfüllt und mit ihren bestehenden Avaya-Installationen zusammenarbeitet.',
          solution:
            'Wir haben die Portside-Telefonanlage für die Government Cloud des Partners zertifiziert und per SIP an die Avaya-Vermittlung angebunden.',
          one: 'Portside-Telefonie in einer Government Cloud',
          two: 'Vorhandene Avaya-Telefone und Wählpläne bleiben',
          three: 'Ein Support für Schiff und Land',
        },
        cunard: {
          title: 'Cunard',
          sector: 'Kreuzfahrtreederei',
          summary: 'Eine Luxusreederei gab Gästen und Crew Telefonie und Messaging auf dem eigenen Handy.',
          challenge:
            'Kabinentelefone wurden kaum genutzt und Satellitenanrufe waren teuer, sodass Gäste tagelang nicht erreichbar waren.',
          solution:
            'Wir haben Gäste-App und Crew-App im Schiffs-WLAN eingeführt, mit Telefonkarten, die nach Ziel bepreist sind.',
          one: 'Gäste rufen Kabinen und Land vom eigenen Handy an',
          two: 'Crew-Telefonkarten mit Guthaben, verwaltet vom Zahlmeister',
          three: 'Gästeservice in einem Posteingang',
        },
        disney: {
          title: 'Disney Cruise Line',
          sector: 'Kreuzfahrtreederei',
          summary:
            'Ein Gesundheitsmonitoring für Kreuzfahrten, das das Bordhospital mit Ärzten an Land verbindet.',
          challenge:
            'Das medizinische Team brauchte Fachärzte an Land per Video und einen klaren Überblick über die Gesundheit von Gästen und Crew auf See.',
          solution:
            'Wir haben Portside Telehealth im Browser eingeführt, mit kontaktlosem Screening und Kontaktverfolgung auf Basis der eigenen Daten des Schiffs.',
          one: 'Video-Sprechstunden aus dem Bordhospital',
          two: 'Kontaktverfolgung nach der Regel 6 Fuß, 15 Minuten, 24 Stunden',
          three: 'Screening von Herzfrequenz, Atemfrequenz, Temperatur und Sauerstoffsättigung geplant',
        },
        holand: {
          title: 'Holland America Line',
          sector: 'Hotellerie',
          summary:
            'Ein Hotelbetreiber in Alaska hat seine Lodges auf die gehostete Hospitality PBX umgestellt.',
          challenge:
            'Abgelegene Lodges hatten alte Telefonanlagen, die im Winter ausfielen und für jede Änderung einen eingeflogenen Techniker brauchten.',
          solution:
            'Wir haben sie durch die gehostete Hospitality PBX ersetzt und die Zimmerverkabelung über analoge Gateways weiter genutzt.',
          one: 'Jede Lodge in einer Konsole verwaltet',
          two: 'Weckrufe und Voicemail für jedes Zimmer',
          three: 'Kein Technikraum vor Ort zu pflegen',
        },
        ncl: {
          title: 'Norwegian Cruise Line',
          sector: 'Kreuzfahrtreederei',
          summary: 'Eine Reederei hat die Schiff-Land-Telefonie ihrer Flotte auf SIP-Trunking umgestellt.',
          challenge: 'Satelliten-Sprachverträge pro Schiff waren teuer, und jedes Schiff wählte anders.',
          solution:
            'Wir haben jedes Schiff über die Satellitenverbindung auf Portside-SIP-Trunks gebracht, mit einem Wählplan für die ganze Flotte.',
          one: 'Ein Wählplan für die ganze Flotte',
          two: 'Landanrufe minutengenau über Telefonkarten abgerechnet',
          three: 'Trunks über den Gateway-Bericht überwacht',
        },
        'noaa-ship': {
          title: 'NOAA-Forschungsschiff',
          sector: 'Staatliche Forschung',
          summary: 'PA/GA- und Telefonanlage eines Forschungsschiffs wieder voll in Form gebracht.',
          challenge:
            'Beschallung, Generalalarm und Telefonanlage des Schiffs waren nicht mehr dokumentiert, und mehrere Zonen blieben stumm.',
          solution:
            'Wir haben die Systeme aus der Ferne aufgenommen und korrigiert und die Arbeit vor der nächsten Forschungssaison an Bord abgeschlossen.',
          one: '40 Stunden Fernsupport',
          two: 'Zwei Tage an Bord mit der Crew',
          three: 'Jede PA/GA-Zone getestet und dokumentiert',
        },
        tritan: {
          title: 'Tritan',
          sector: 'Gesundheitstechnologie',
          summary: 'Kontaktverfolgung für Schiffe und Resorts, auf Basis der Daten des Sprachnetzes.',
          challenge:
            'Betreiber mussten enge Kontakte schnell finden, ohne Gäste etwas Neues installieren zu lassen.',
          solution:
            'Wir haben das Bordnetz von Portside genutzt, um enge Kontakte nach der Regel 6 Fuß, 15 Minuten, 24 Stunden aufzulisten.',
          one: 'Enge Kontakte in Minuten aufgelistet',
          two: 'Nichts Neues für Gäste zu installieren',
          three: 'Daten bleiben auf dem Schiff',
        },
        'navi-carrier-strike-group': {
          title: 'Flugzeugträger\u00adkampf\u00adgruppe',
          sector: 'Marine',
          summary: 'Doppelte SIP-Leitungen für vier Schiffe einer Flugzeugträgerkampfgruppe.',
          challenge:
            'Vier Schiffe brauchten redundante Sprachverbindungen an Land, bereit vor dem Auslaufen des Verbands.',
          solution:
            'Wir haben auf jedem Schiff doppelte SIP-Leitungen mit automatischem Failover installiert, geplant auf ein Einsatzziel von 90 Tagen.',
          one: 'Doppelte SIP-Leitungen auf vier Schiffen',
          two: 'Einsatzziel von 90 Tagen',
          three: 'Automatisches Failover zwischen den Leitungen',
        },
        'national-guard': {
          title: 'Nationalgarde',
          sector: 'Behörde',
          summary: 'Eine Nationalgarde hat ihre Sprachleitungen auf SIP-Trunking umgestellt.',
          challenge: 'Die alten Leitungen waren teuer und im Notfall schwer umzuleiten.',
          solution:
            'Wir haben die Standorte auf SIP-Trunks umgestellt, mit Eingangsrouten, die sich in Minuten in der Konsole ändern lassen.',
          one: 'Alte Leitungen auf SIP-Trunking umgestellt',
          two: 'Routen im Notfall in Minuten geändert',
          three: 'Eine Konsole für jeden Standort',
        },
        'navy-communications': {
          title: 'Marine\u00adkommunikation',
          sector: 'Marine',
          summary: 'Ein Marinefliegerstützpunkt ist von alter Telefonie auf VoIP umgestiegen.',
          challenge:
            'Die alte Telefonanlage des Stützpunkts war am Ende ihrer Lebensdauer, Ersatzteile gab es nicht mehr.',
          solution:
            'Wir haben den Stützpunkt aufgenommen, das VoIP-Netz geplant und die Nebenstellen Gebäude für Gebäude migriert.',
          one: 'Standortaufnahme in unter 60 Tagen',
          two: 'Alte Telefonie durch VoIP ersetzt',
          three: 'Nebenstellen beim Umzug behalten',
        },
      },
    },
    meta: {
      siteName: 'Portside',
      title: '{{title}} | Portside',
      study: '{{title}}: Fallstudie | Portside',
      studyDescription: '{{summary}} {{solution}}',
      home: {
        title: 'Portside: Telefonie, Messaging und Telefonanlage für Kreuzfahrtreedereien',
        description:
          'Telefonie, Messaging, Gäste- und Crew-Apps, eine gehostete Telefonanlage und Telemedizin für Kreuzfahrtreedereien, Hotels und Marineflotten, über Schiffs-WLAN und Satellit, gesteuert aus einer Konsole.',
      },
      studies: {
        title: 'Fallstudien',
        description:
          'Wie Kreuzfahrtreedereien, Hotels, Forschungsschiffe, Marinen und Behörden Portside für Telefonie, Messaging, Telefonanlage und Telemedizin nutzen: elf Projekte und ihre Ergebnisse.',
      },
      invalidStudy: {
        title: 'Fallstudie nicht gefunden',
        description:
          'Unter diesem Namen gibt es keine Fallstudie. Sehen Sie sich stattdessen unsere elf Fallstudien an.',
      },
      pages: {
        guestapp: {
          title: 'Gäste-App: Telefonieren und Messaging für Kreuzfahrtgäste',
          description:
            'Gäste rufen Kabinen an, schreiben Mitreisenden und erreichen ihr Zuhause vom eigenen Handy über das Schiffs-WLAN, ohne Roaming, bezahlt über die Telefonkarte der Kabine.',
        },
        crewapp: {
          title: 'Crew-App: Nebenstellen, Rundnachrichten und Anrufe nach Hause',
          description:
            'Jedes Crew-Handy wird zur Nebenstelle des Schiffs, mit Rundnachrichten an Gruppen, Telefonkarten und Videoanrufen nach Hause, passend für die Satellitenverbindung.',
        },
        hospitality: {
          title: 'Hoteltelefonie und Gäste-Messaging, gehostet',
          description:
            'Zimmertelefone, Weckrufe, Voicemail, Rezeptionsvermittlung und Gäste-Messaging auf einer gehosteten Telefonanlage für Hotels und Resorts.',
        },
        hospitalitypbx: {
          title: 'Hospitality PBX für Hotels und Schiffe',
          description:
            'Eine gehostete Telefonanlage mit Nebenstellen, Rufgruppen, Voicemail, Gebührenerfassung und Telefon-Provisioning für jedes Zimmer und jede Kabine, verwaltet im Browser.',
        },
        pbxsystem: {
          title: 'Telefonanlage: Nebenstellen, Rufgruppen und Routen',
          description:
            'Die Portside-Telefonanlage in der Cloud und an Bord: Nebenstellen, Registrierungen, Rufgruppen, Eingangsrouten, Voicemail und Trunks, für Sie aktuell gehalten und überwacht.',
        },
        starlink: {
          title: 'Sprache und Video über Starlink auf See',
          description:
            'Bis 220 Mbit/s Download, 40 Mbit/s Upload und unter 99 ms Latenz: Portside trägt die Anrufe und Nachrichten einer Flotte über Satelliten im niedrigen Erdorbit.',
        },
        health: {
          title: 'Telemedizin an Bord: ein Arzt an Land, einen Videoanruf entfernt',
          description:
            'Video-Sprechstunden zwischen dem Bordhospital und Ärzten an Land, im Browser, mit Kontaktverfolgung nach der Regel 6 Fuß, 15 Minuten, 24 Stunden.',
        },
        aboutus: {
          title: 'Über Portside',
          description:
            'Portside entwickelt Telefonie und Messaging für Kreuzfahrtreedereien, Hotels sowie Behörden und Marine, auf 17 Schiffen und in Tausenden Zimmern.',
        },
      },
    },
  },
};
