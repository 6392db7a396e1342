/**
 * French texts of the public marketing site: the part en-public.ts is in English, with the same keys and
 * order (the chat panel's texts are in fr.ts). Registered by the public area's chunk.
 */
import type { enPublic } from './en-public.ts';
import type { Translated } from './index.ts';

export const frPublic: Translated<typeof enPublic> = {
  public: {
    nav: {
      guestApp: 'App passagers',
      crewApp: 'App équipage',
      hospitalityPbx: 'PBX hôtelier',
      telehealth: 'Télésanté',
      caseStudies: 'Études de cas',
      myAccount: 'Mon compte',
      blog: 'Notre blog',
      menu: 'Ouvrir le menu du site',
      closeMenu: 'Fermer le menu du site',
      main: 'Principal',
    },
    footer: {
      company: 'Entreprise',
      products: 'Produits',
      aboutUs: 'À propos',
      contact: 'Contacter le service commercial',
      caseStudies: 'Études de cas',
      allStudies: 'Toutes les études de cas',
      family: 'Nos autres produits',
      sister: {
        vvn: 'Vessel Voice Network',
        docs: 'Documentation pour les développeurs',
        status: 'État du service',
      },
      social: 'Suivre Portside',
      linkedin: 'Portside sur LinkedIn',
      youtube: 'Portside sur YouTube',
      x: 'Portside sur X',
      facebook: 'Portside sur Facebook',
      copyright: '© {{year}} Portside. Tous droits réservés.',
      address: 'Portside Maritime Communications · 1000 Port Boulevard, Miami, FL 33132',
    },
    cta: {
      talk: 'Parler à notre équipe',
      readStudy: 'Lire l’étude de cas',
      bookTelehealth: 'Réserver une démo',
      seeHospitality: 'Découvrir le PBX hôtelier',
      comingSoon: 'Bientôt disponible',
    },
    home: {
      eyebrow: 'Connectivité pour la croisière',
      title: 'Chaque passager et chaque membre d’équipage joignable, partout en mer',
      text: 'Portside assure la téléphonie, la messagerie et un PBX hébergé à bord de votre flotte, via le Wi-Fi du navire et le satellite, le tout géré depuis une seule console par votre propre personnel.',
      secondary: 'Découvrir l’App passagers',
      heroArt: 'Un navire de croisière relié par satellite à un téléphone à terre',
      flows: {
        eyebrow: 'Parcours d’appel',
        title: 'Comment un appel quitte le navire',
        text: 'Passagers et équipage appellent depuis l’app ou le téléphone de la cabine. Le PBX de bord achemine l’appel, et la liaison satellite le porte jusqu’à terre, au tarif de la carte d’appel définie par votre commissaire de bord.',
        one: {
          title: 'Composer depuis l’app ou la cabine',
          text: 'Numéros de cabine, postes de l’équipage et numéros à terre se composent tous de la même façon, sur le Wi-Fi du navire.',
        },
        two: {
          title: 'Acheminé par le PBX de bord',
          text: 'Groupes d’appel, messagerie vocale et routes entrantes décident qui répond, et les appels entre cabines restent à bord.',
        },
        three: {
          title: 'Porté jusqu’à terre par satellite',
          text: 'Des trunks SIP via Starlink atteignent tout fixe ou mobile, facturés à la minute sur une carte PIN ou une carte de cabine.',
        },
      },
      messaging: {
        eyebrow: 'Messagerie et vidéo sur le Wi-Fi du navire',
        title: 'Échanger, partager et se voir sans frais d’itinérance',
        text: 'L’App passagers et l’App équipage apportent messagerie, appels vocaux et vidéo à chaque téléphone à bord. Rien ne quitte le réseau du navire sans nécessité.',
        one: 'Discussions individuelles et de groupe entre cabines, équipage et famille à terre',
        two: 'Appels vidéo avec les proches entre deux quarts, adaptés à la liaison satellite',
        three:
          'SMS, WhatsApp et autres canaux traités dans une seule boîte de réception par votre service clientèle',
        four: 'Diffusions aux groupes d’équipage pour les exercices, les horaires d’escale et les relèves',
        chatSample: {
          from: 'Pont 9 · Cabine 9214',
          message: 'Dîner à 19 h sur le pont Lido ?',
          reply: 'À tout à l’heure ! Je t’appelle après le spectacle.',
          video: 'Appel vidéo · 12:41',
        },
      },
      features: {
        eyebrow: 'Tout sur une seule plateforme',
        title: 'Conçu pour la vie à bord',
        calling: {
          title: 'Téléphonie sur le Wi-Fi du navire',
          text: 'Téléphones des cabines, de l’équipage et app partagent un seul PBX, avec des cartes d’appel pour l’équipage et les cabines.',
        },
        messaging: {
          title: 'Messagerie et vidéo',
          text: 'Passagers et équipage échangent entre eux et avec la terre via le réseau du navire, dans l’app ou par SMS et WhatsApp.',
        },
        pbx: {
          title: 'Un PBX hébergé pour chaque navire',
          text: 'Postes, groupes d’appel, messagerie vocale et téléphones pour chaque navire, accessibles avec une seule connexion.',
        },
        cards: {
          title: 'Cartes d’appel et facturation',
          text: 'Codes PIN, crédit des cabines, tarifs et relevés d’appels, avec remise à zéro des périodes de facturation en une seule opération à chaque rotation.',
        },
        health: {
          title: 'La télésanté à bord',
          text: 'Téléconsultations vidéo avec des médecins à terre et suivi des contacts pour l’équipe médicale.',
        },
        reports: {
          title: 'Des rapports planifiés',
          text: 'Relevés détaillés des appels et rapports d’utilisation envoyés par e-mail à votre équipe chaque jour, chaque semaine ou chaque mois.',
        },
      },
      hotel: {
        eyebrow: 'Aussi pour les hôtels et les resorts',
        title: 'La même plateforme, pensée pour l’hôtellerie',
        text: 'Téléphones des chambres, appels de réveil, messagerie client et routage vers la réception sur un PBX hébergé, du simple lodge à la chaîne de resorts.',
      },
      starlink: {
        eyebrow: 'Starlink en mer',
        title: 'Assez rapide pour la voix et la vidéo, partout où vous naviguez',
        text: 'Les satellites en orbite basse offrent une latence proche de celle d’une connexion à terre. Portside y fait passer les appels et les messages de votre flotte.',
        down: { value: 'Jusqu’à 220 Mbit/s', label: 'en réception par navire' },
        up: { value: '40 Mbit/s', label: 'en émission par navire' },
        latency: { value: 'Moins de 99 ms', label: 'de latence' },
        extensions: { value: '4 000', label: 'postes en service' },
        ships: { value: '17', label: 'navires sur une seule console' },
        sales: { value: '26 %', label: 'de hausse des ventes de forfaits de communication' },
      },
      studies: {
        eyebrow: 'Études de cas',
        title: 'Ce que flottes et opérateurs ont fait avec Portside',
        text: 'D’une compagnie de croisière de luxe à un groupe aéronaval : le problème de chaque client, ce que nous avons fait et ce qui a changé.',
        seeAll: 'Voir les onze études de cas',
      },
      partners: {
        eyebrow: 'Partenaires de confiance',
        title: 'Ils nous font confiance : flottes, agences et opérateurs',
        label: 'Partenaires de confiance',
        previous: 'Partenaires précédents',
        next: 'Partenaires suivants',
        pause: 'Mettre en pause le carrousel des partenaires',
        play: 'Lancer le carrousel des partenaires',
        slide: '{{index}} sur {{count}}',
        carouselRole: 'carrousel',
        slideRole: 'diapositive',
        notes: {
          cruise: 'Compagnie de croisière',
          hotels: 'Croisière et hôtellerie',
          research: 'Flotte de recherche',
          cloud: 'Cloud gouvernemental',
          health: 'Technologies de santé',
          government: 'Administration',
          satellite: 'Satellite',
        },
      },
    },
    inquiry: {
      eyebrow: 'Contactez-nous',
      title: 'Parlez-nous de votre flotte',
      text: 'Écrivez-nous quelques lignes : notre équipe vous répond sous un jour ouvré.',
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      company: 'Entreprise',
      message: 'Message',
      topic: 'De quoi souhaitez-vous parler ?',
      topics: {
        general: 'Une question générale',
        guestapp: 'App passagers',
        crewapp: 'App équipage',
        hospitality: 'PBX hôtelier pour les hôtels',
        pbx: 'Système PBX',
        telehealth: 'La télésanté à bord',
        starlink: 'Les appels via Starlink',
      },
      messagePlaceholder:
        'Nombre de navires ou de chambres, ce que vous souhaitez offrir aux passagers et à l’équipage…',
      send: 'Envoyer la demande',
      sending: 'Envoi…',
      sent: 'Merci. Votre demande a été transmise à notre équipe.',
      required: 'Tous les champs sont obligatoires.',
      badEmail: 'Saisissez une adresse e-mail valide',
      failed: 'Votre demande n’a pas pu être envoyée. Réessayez dans un instant.',
      phoneLine: 'Service commercial : +1 305 555 0100',
      emailLine: 'sales@portside.example',
      hours: 'Du lundi au vendredi, de 8 h à 18 h (heure de l’Est des États-Unis)',
    },
    pages: {
      guestapp: {
        eyebrow: 'App passagers',
        title: 'Appels et messagerie pour chaque passager, sur son propre téléphone',
        text: 'Les passagers téléchargent l’app à l’embarquement : ils appellent les cabines, écrivent à leurs compagnons de voyage et joignent leurs proches via le Wi-Fi du navire, sans frais d’itinérance.',
        features: {
          one: {
            title: 'Appels de cabine à cabine',
            text: 'Appels et discussions gratuits entre cabines et compagnons de voyage à bord.',
          },
          two: {
            title: 'Appels vers la terre',
            text: 'Joignez n’importe quel fixe ou mobile à terre, payé par la carte d’appel de la cabine.',
          },
          three: {
            title: 'Discussions de groupe',
            text: 'Organisez la journée en famille ou entre amis, avec photos et messages vocaux.',
          },
          four: {
            title: 'Le service clientèle dans l’app',
            text: 'Écrivez à la réception, réservez des excursions et recevez les réponses de votre équipe.',
          },
        },
        highlight:
          'Les passagers gardent le téléphone qu’ils connaissent déjà. Votre équipe voit chaque conversation dans une seule boîte de réception.',
      },
      crewapp: {
        eyebrow: 'App équipage',
        title: 'Un équipage relié entre lui et à ses proches',
        text: 'L’App équipage fait de chaque téléphone de l’équipage un poste du navire, avec messagerie, diffusions et appels à bas coût vers les proches entre deux escales.',
        features: {
          one: {
            title: 'Un poste personnel',
            text: 'Chaque membre d’équipage est joignable sur son poste, à bord comme dans l’app.',
          },
          two: {
            title: 'Diffusions par groupe',
            text: 'Envoyez les avis d’exercice, les relèves et les horaires d’escale aux bons groupes de l’équipage.',
          },
          three: {
            title: 'Cartes d’appel pour l’équipage',
            text: 'Cartes d’appel à code PIN avec crédit, tarifs et relevés d’appels.',
          },
          four: {
            title: 'Appels vidéo vers les proches',
            text: 'Des appels vidéo adaptés à la liaison satellite, pour que l’équipage voie sa famille entre deux quarts.',
          },
        },
        highlight:
          'Dans les enquêtes sur le bien-être des équipages, le contact avec les proches est la première raison de rester fidèle à une compagnie.',
      },
      hospitality: {
        eyebrow: 'Hôtellerie',
        title: 'Téléphonie hôtelière et messagerie client, hébergées pour vous',
        text: 'Portside met la plateforme qu’utilisent les compagnies de croisière au service des hôtels et des resorts : téléphones des chambres, messagerie client et routage vers la réception sur un seul PBX hébergé.',
        features: {
          one: {
            title: 'Postes des chambres',
            text: 'Tous les téléphones des chambres sur un seul PBX, avec numérotation directe entre chambres.',
          },
          two: {
            title: 'Appels de réveil et messagerie vocale',
            text: 'Appels de réveil automatiques et une boîte vocale pour chaque chambre.',
          },
          three: {
            title: 'Routage vers la réception',
            text: 'Groupes d’appel et routes entrantes dirigent les appels vers la réception, la conciergerie ou le restaurant.',
          },
          four: {
            title: 'Messagerie client',
            text: 'Répondez aux SMS et messages WhatsApp des clients dans la boîte de réception que votre équipe utilise déjà.',
          },
        },
        highlight:
          'Fonctionne avec vos téléphones actuels : postes SIP de bureau, téléphones analogiques des chambres via des passerelles, et l’app.',
      },
      hospitalitypbx: {
        eyebrow: 'PBX hôtelier',
        title: 'Un PBX hébergé pour les hôtels et les navires',
        text: 'Postes, groupes d’appel, messagerie vocale et taxation des appels pour chaque chambre et chaque cabine, gérés depuis un navigateur, sans local technique à entretenir.',
        features: {
          one: {
            title: 'Jusqu’à des milliers de postes',
            text: 'D’un lodge de 40 chambres à une flotte de navires, sur une seule console.',
          },
          two: {
            title: 'Taxation des appels',
            text: 'Relevés détaillés des appels avec tarifs, facturés par destination et exportés selon un planning.',
          },
          three: {
            title: 'Provisionnement des téléphones',
            text: 'Des postes de bureau configurés depuis la console et remplacés sans technicien.',
          },
          four: {
            title: 'Codes de service',
            text: 'Ne pas déranger, renvoi d’appel et accès à la messagerie vocale avec les codes que le personnel connaît.',
          },
        },
        highlight:
          'Vous quittez un ancien PBX ? Nous étudions votre site, portons vos numéros et basculons en une nuit.',
      },
      pbxsystem: {
        eyebrow: 'Système PBX',
        title: 'Postes, groupes d’appel et routes, exploités pour vous',
        text: 'Le PBX Portside fonctionne dans le cloud et à bord. Votre personnel le gère depuis la console ; nous le maintenons à jour, le supervisons et le sauvegardons.',
        features: {
          one: {
            title: 'Postes et enregistrements',
            text: 'Voyez quels téléphones sont enregistrés, et où, et modifiez n’importe quel poste en quelques secondes.',
          },
          two: {
            title: 'Groupes d’appel et routes entrantes',
            text: 'Décidez qui répond à quel numéro, selon l’heure de la journée.',
          },
          three: {
            title: 'Messagerie vocale',
            text: 'Des boîtes vocales dont les messages s’écoutent et se téléchargent depuis la console.',
          },
          four: {
            title: 'Passerelles et trunks',
            text: 'Trunks SIP et passerelles analogiques supervisés, avec un rapport par passerelle.',
          },
        },
        highlight:
          'Une seule connexion pour tous les navires et tous les établissements, chaque environnement restant séparé.',
      },
      starlink: {
        eyebrow: 'Starlink en mer',
        title: 'La voix et la vidéo par satellites en orbite basse',
        text: 'Les liaisons satellite à faible latence rendent la voix et la vidéo entre navire et terre vraiment utilisables. Portside y fait passer appels et messages, et continue de fonctionner quand la liaison tombe.',
        features: {
          one: {
            title: 'Jusqu’à 220 Mbit/s en réception',
            text: 'De quoi laisser des milliers de passagers naviguer, échanger et appeler en même temps.',
          },
          two: {
            title: '40 Mbit/s en émission',
            text: 'La capacité montante pour les appels vidéo et le partage de photos depuis la mer.',
          },
          three: {
            title: 'Latence inférieure à 99 ms',
            text: 'Des conversations sans le délai des satellites géostationnaires.',
          },
          four: {
            title: 'Appels gardés à bord',
            text: 'Les appels entre cabines ne quittent jamais le navire : la liaison reste disponible pour la terre.',
          },
        },
        highlight:
          'Les compagnies passées à Starlink ont vu leurs ventes de forfaits de communication augmenter de 26 %.',
      },
      health: {
        eyebrow: 'Télésanté',
        title: 'Un médecin à terre, à un appel vidéo près',
        text: 'Mettez passagers et équipage en relation avec des médecins à terre via le réseau du navire. Tout s’ouvre dans un navigateur : rien à installer, ni pour le patient ni pour l’équipe médicale.',
        features: {
          one: {
            title: 'Téléconsultations vidéo',
            text: 'Vidéo HD entre le centre médical du navire et des spécialistes à terre.',
          },
          two: {
            title: 'Dans le navigateur',
            text: 'Fonctionne sur l’ordinateur du centre médical, une tablette ou un téléphone.',
          },
          three: {
            title: 'Confidentiel par conception',
            text: 'Les consultations sont chiffrées et jamais enregistrées sans consentement.',
          },
          four: {
            title: 'Suivi des contacts',
            text: 'Retrouvez en quelques minutes qui s’est trouvé près d’un passager ou d’un membre d’équipage tombé malade.',
          },
        },
        highlight:
          'Assistez à une consultation entre le centre médical d’un navire et un médecin à terre : notre équipe vous présente Télésanté sur la liaison de votre propre flotte.',
        screening: {
          title: 'Dépistage sanitaire',
          text: 'Un dépistage sans contact à la coupée et au centre médical.',
          heartRate: 'Fréquence cardiaque',
          breathingRate: 'Fréquence respiratoire',
          temperature: 'Température',
          bloodOxygen: 'Saturation en oxygène',
        },
        tracing: {
          title: 'Suivi des contacts',
          text: 'Un contact rapproché est toute personne restée à moins de 1,8 mètre (6 pieds) pendant 15 minutes sur 24 heures. Portside les liste à partir des données du navire lui-même, pour que l’équipe médicale agisse avant la prochaine escale.',
          rule: '1,8 m · 15 min · 24 h',
        },
      },
      aboutus: {
        eyebrow: 'À propos',
        title: 'Les communications des gens loin de la côte',
        text: 'Portside conçoit la téléphonie et la messagerie des compagnies de croisière, des hôtels et des opérateurs gouvernementaux et militaires. Notre plateforme transporte appels, messages et vidéo pour les passagers, les équipages et les marins de 17 navires et de milliers de chambres.',
        features: {
          one: {
            title: 'Le maritime d’abord',
            text: 'Nos ingénieurs ont navigué avec les systèmes qu’ils construisent, et cela se voit.',
          },
          two: {
            title: 'Exploité pour vous',
            text: 'Nous exploitons la plateforme 24 h/24, avec une assistance qui répond en mer.',
          },
          three: {
            title: 'Vos données restent les vôtres',
            text: 'Chaque environnement est séparé, et votre personnel décide qui voit quoi.',
          },
          four: {
            title: 'La confiance des administrations',
            text: 'Marines, garde-côtes et flottes de recherche s’appuient sur nos réseaux vocaux.',
          },
        },
        highlight: 'D’un navire de recherche à une flotte de paquebots, nous répondons au téléphone.',
      },
    },
    studies: {
      eyebrow: 'Études de cas',
      title: 'Des résultats concrets pour nos clients',
      text: 'Onze projets pour des compagnies de croisière, des hôtels, des navires de recherche, des marines et des administrations : le défi, ce que nous avons fait et les résultats.',
    },
    impact: {
      eyebrow: 'Étude de cas',
      invalid: 'Étude de cas introuvable',
      invalidText: 'Aucune étude de cas ne porte ce nom. Choisissez l’une de nos études de cas ci-dessous.',
      challenge: 'Le défi',
      solution: 'Notre réponse',
      results: 'Résultats',
      sector: 'Secteur',
      more: 'Autres études de cas',
      studies: {
        nooz: {
          title: 'Nooz, l’app qui mesure le parti pris de l’actualité',
          sector: 'Technologies des médias',
          summary:
            'Une app mobile gratuite qui montre aux lecteurs l’orientation d’un article avant qu’ils le partagent.',
          challenge:
            'Les lecteurs voulaient une mesure rapide et honnête du parti pris des articles lus sur leur téléphone, sans abonnement.',
          solution:
            'Nous avons conçu et hébergeons le service de notation de l’app : chaque article reçoit un score d’opinion, un score de sentiment et la liste des techniques de propagande qu’il emploie.',
          one: 'Score d’opinion de 0 à 100 pour chaque article',
          two: 'Score de sentiment de -100 à 100',
          three: 'Détection de jusqu’à 18 techniques de propagande',
        },
        avaya: {
          title: 'Partenariat Avaya',
          sector: 'Cloud gouvernemental',
          summary:
            'Un partenariat avec un fournisseur de cloud gouvernemental pour apporter la voix Portside aux réseaux sécurisés des agences.',
          challenge:
            'Les agences avaient besoin d’une téléphonie maritime conforme aux exigences du cloud gouvernemental et compatible avec leurs installations Avaya existantes.',
          solution:
            'Nous avons certifié le PBX de Portside sur le cloud gouvernemental du partenaire et l’avons relié au contrôle d’appels Avaya en SIP.',
          one: 'La voix Portside proposée au sein d’un cloud gouvernemental',
          two: 'Téléphones et plans de numérotation Avaya existants conservés',
          three: 'Un seul support pour le navire et la terre',
        },
        cunard: {
          title: 'Cunard',
          sector: 'Compagnie de croisière',
          summary:
            'Une compagnie de croisière de luxe a offert à ses passagers et à son équipage téléphonie et messagerie sur leurs propres téléphones.',
          challenge:
            'Les téléphones des cabines servaient peu et les appels par satellite coûtaient cher : les passagers restaient injoignables pendant des jours.',
          solution:
            'Nous avons déployé l’App passagers et l’App équipage sur le Wi-Fi du navire, avec des cartes d’appel tarifées par destination.',
          one: 'Les passagers appellent cabines et terre depuis leur propre téléphone',
          two: 'Cartes d’appel de l’équipage dont le crédit est géré par le commissaire de bord',
          three: 'Service clientèle traité dans une seule boîte de réception',
        },
        disney: {
          title: 'Disney Cruise Line',
          sector: 'Compagnie de croisière',
          summary:
            'Un système de suivi sanitaire en croisière qui relie le centre médical à des médecins à terre.',
          challenge:
            'L’équipe médicale avait besoin de spécialistes à terre en vidéo et d’une vue claire de la santé des passagers et de l’équipage en mer.',
          solution:
            'Nous avons déployé Portside Télésanté dans le navigateur, avec dépistage sans contact et suivi des contacts fondés sur les données du navire lui-même.',
          one: 'Téléconsultations vidéo depuis le centre médical',
          two: 'Suivi des contacts selon la règle 1,8 m (6 pieds), 15 minutes, 24 heures',
          three:
            'Mesure prévue de la fréquence cardiaque, de la fréquence respiratoire, de la température et de la saturation en oxygène',
        },
        holand: {
          title: 'Holland America Line',
          sector: 'Hôtellerie',
          summary: 'Un exploitant hôtelier d’Alaska a migré ses lodges vers le PBX hôtelier hébergé.',
          challenge:
            'Les lodges isolés utilisaient des systèmes téléphoniques vieillissants qui tombaient en panne l’hiver et exigeaient de faire venir un technicien par avion à chaque modification.',
          solution:
            'Nous les avons remplacés par le PBX hôtelier hébergé, en réutilisant le câblage des chambres grâce à des passerelles analogiques.',
          one: 'Tous les lodges gérés depuis une seule console',
          two: 'Appels de réveil et messagerie vocale pour chaque chambre',
          three: 'Aucun local technique à entretenir sur place',
        },
        ncl: {
          title: 'Norwegian Cruise Line',
          sector: 'Compagnie de croisière',
          summary:
            'Une compagnie de croisière a fait passer les appels navire-terre de sa flotte en trunking SIP.',
          challenge:
            'Les contrats de voix par satellite, navire par navire, coûtaient cher et chaque navire composait les numéros à sa façon.',
          solution:
            'Nous avons raccordé chaque navire aux trunks SIP de Portside via la liaison satellite, avec un plan de numérotation unique pour la flotte.',
          one: 'Un plan de numérotation unique pour toute la flotte',
          two: 'Appels vers la terre facturés à la minute sur les cartes d’appel',
          three: 'Trunks supervisés depuis le rapport des passerelles',
        },
        'noaa-ship': {
          title: 'Navire de recherche de la NOAA',
          sector: 'Recherche publique',
          summary: 'Les systèmes PA/GA et PBX d’un navire de recherche remis en parfait état.',
          challenge:
            'La sonorisation, l’alarme générale et le PBX du navire ne correspondaient plus à leur documentation, et plusieurs zones étaient muettes.',
          solution:
            'Nous avons audité et corrigé les systèmes à distance, puis terminé le travail à bord avant la campagne suivante.',
          one: '40 heures d’assistance à distance',
          two: 'Une intervention de deux jours à bord avec l’équipage',
          three: 'Chaque zone PA/GA testée et documentée',
        },
        tritan: {
          title: 'Tritan',
          sector: 'Technologies de santé',
          summary:
            'Le suivi des contacts pour les navires et les resorts, à partir des données du réseau vocal.',
          challenge:
            'Les exploitants devaient retrouver vite les contacts rapprochés, sans demander aux clients d’installer quoi que ce soit.',
          solution:
            'Nous avons utilisé le réseau de bord de Portside pour lister les contacts rapprochés selon la règle 1,8 m (6 pieds), 15 minutes, 24 heures.',
          one: 'Contacts rapprochés listés en quelques minutes',
          two: 'Rien de nouveau à installer pour les clients',
          three: 'Données conservées à bord',
        },
        'navi-carrier-strike-group': {
          title: 'Groupe aéronaval',
          sector: 'Marine',
          summary: 'Des lignes SIP doublées pour quatre bâtiments d’un groupe aéronaval.',
          challenge:
            'Quatre bâtiments avaient besoin d’une voix redondante vers la terre, déployée avant l’appareillage du groupe.',
          solution:
            'Nous avons installé des lignes SIP doublées sur chaque bâtiment, avec basculement automatique, planifiées pour un déploiement en 90 jours.',
          one: 'Lignes SIP doublées sur quatre bâtiments',
          two: 'Objectif de déploiement : 90 jours',
          three: 'Basculement automatique entre les lignes',
        },
        'national-guard': {
          title: 'Garde nationale',
          sector: 'Administration',
          summary: 'Une garde nationale a converti ses circuits vocaux en trunking SIP.',
          challenge: 'Les anciens circuits coûtaient cher et se reroutaient mal en situation d’urgence.',
          solution:
            'Nous avons converti les sites en trunks SIP, avec des routes entrantes modifiables depuis la console en quelques minutes.',
          one: 'Anciens circuits convertis en trunking SIP',
          two: 'Routes modifiées en quelques minutes en cas d’urgence',
          three: 'Une seule console pour tous les sites',
        },
        'navy-communications': {
          title: 'Communications de la marine',
          sector: 'Marine',
          summary: 'Une base aéronavale est passée d’une téléphonie ancienne à la VoIP.',
          challenge:
            'Le système téléphonique de la base arrivait en fin de vie, et ses pièces n’étaient plus fabriquées.',
          solution:
            'Nous avons audité la base, conçu le réseau VoIP et migré les postes bâtiment par bâtiment.',
          one: 'Audit du site réalisé en moins de 60 jours',
          two: 'Ancienne téléphonie remplacée par la VoIP',
          three: 'Postes conservés pendant la migration',
        },
      },
    },
    meta: {
      siteName: 'Portside',
      title: '{{title}} | Portside',
      study: '{{title}} : étude de cas | Portside',
      studyDescription: '{{summary}} {{solution}}',
      home: {
        title: 'Portside : téléphonie, messagerie et PBX à bord pour les compagnies de croisière',
        description:
          'Téléphonie, messagerie, apps passagers et équipage, PBX hébergé et télésanté pour les compagnies de croisière, les hôtels et les flottes militaires, via le Wi-Fi du navire et le satellite, pilotés depuis une seule console.',
      },
      studies: {
        title: 'Études de cas',
        description:
          'Comment compagnies de croisière, hôtels, navires de recherche, marines et administrations utilisent Portside pour la téléphonie, la messagerie, le PBX et la télésanté : onze projets et leurs résultats.',
      },
      invalidStudy: {
        title: 'Étude de cas introuvable',
        description: 'Aucune étude de cas ne porte ce nom. Découvrez plutôt nos onze études de cas.',
      },
      pages: {
        guestapp: {
          title: 'App passagers : appels et messagerie pour les croisiéristes',
          description:
            'Les passagers appellent les cabines, écrivent à leurs compagnons et joignent leurs proches depuis leur propre téléphone via le Wi-Fi du navire, sans itinérance, payé par la carte d’appel de la cabine.',
        },
        crewapp: {
          title: 'App équipage : postes, diffusions et appels vers les proches pour l’équipage',
          description:
            'Chaque téléphone de l’équipage devient un poste du navire, avec diffusions par groupe, cartes d’appel et appels vidéo vers les proches adaptés à la liaison satellite.',
        },
        hospitality: {
          title: 'Téléphonie hôtelière et messagerie client, hébergées',
          description:
            'Téléphones des chambres, appels de réveil, messagerie vocale, routage vers la réception et messagerie client sur un seul PBX hébergé pour les hôtels et les resorts.',
        },
        hospitalitypbx: {
          title: 'PBX hôtelier pour les hôtels et les navires',
          description:
            'Un PBX hébergé avec postes, groupes d’appel, messagerie vocale, taxation des appels et provisionnement des téléphones pour chaque chambre et chaque cabine, géré dans un navigateur.',
        },
        pbxsystem: {
          title: 'Système PBX : postes, groupes d’appel et routes',
          description:
            'Le PBX Portside dans le cloud et à bord : postes, enregistrements, groupes d’appel, routes entrantes, messagerie vocale et trunks, mis à jour et supervisés pour vous.',
        },
        starlink: {
          title: 'La voix et la vidéo via Starlink en mer',
          description:
            'Jusqu’à 220 Mbit/s en réception, 40 Mbit/s en émission et moins de 99 ms de latence : Portside fait passer les appels et les messages d’une flotte par des satellites en orbite basse.',
        },
        health: {
          title: 'Télésanté à bord : un médecin à terre, à un appel vidéo près',
          description:
            'Téléconsultations vidéo entre le centre médical du navire et des médecins à terre, dans le navigateur, avec suivi des contacts selon la règle 1,8 m (6 pieds), 15 minutes, 24 heures.',
        },
        aboutus: {
          title: 'À propos de Portside',
          description:
            'Portside conçoit la téléphonie et la messagerie des compagnies de croisière, des hôtels et des opérateurs gouvernementaux et militaires, sur 17 navires et des milliers de chambres.',
        },
      },
    },
  },
};
