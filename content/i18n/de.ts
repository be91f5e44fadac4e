import type { Dict } from './en.ts';

const de: Dict = {
  site: {
    name: 'Silksong Hub',
    tagline: 'Der inoffizielle Fan-Guide zu Hollow Knight: Silksong – mit Neuigkeiten, Startzeiten, Plattformen und Tipps.',
    unofficial: 'Inoffizielle Fanseite. Nicht mit Team Cherry verbunden.',
    gameTitle: 'Hollow Knight: Silksong',
  },
  nav: {
    main: 'Hauptnavigation',
    overview: 'Übersicht',
    home: 'Startseite',
    releaseDate: 'Erscheinungstermin',
    platforms: 'Plattformen',
    preorder: 'Vorbestellung',
    systemRequirements: 'Systemanforderungen',
    news: 'Neuigkeiten',
    guides: 'Tipps & Guides',
    faq: 'Häufige Fragen',
    search: 'Suche',
    community: 'Fan-Community',
    contact: 'Kontakt',
    steam: 'Steam',
    playstation: 'PlayStation',
    xbox: 'Xbox',
    nintendo: 'Nintendo Switch',
    gettingStarted: 'Erste Schritte',
    boss: 'Bosse',
    items: 'Gegenstände',
    map: 'Karte',
  },
  header: {
    skipToContent: 'Zum Inhalt springen',
    homeLink: 'Startseite von Silksong Hub',
    openSearch: 'Suche öffnen',
    closeSearch: 'Suche schließen',
    searchLabel: 'Website durchsuchen',
    searchPlaceholder: 'Neuigkeiten, Guides, häufige Fragen durchsuchen …',
    searchSubmit: 'Suchen',
    openMenu: 'Menü',
    closeMenu: 'Menü schließen',
    language: 'Sprache',
    currentLanguage: 'Aktuelle Sprache',
    outbound: 'Community-Links',
    forum: 'Reddit-Forum',
    social: 'Soziales Netzwerk (Discord)',
    wiki: 'Spiel-Wiki',
  },
  footer: {
    social: 'Dem Spiel folgen',
    shortPost: 'Team Cherry auf X',
    forum: 'Silksong-Forum auf Reddit',
    wiki: 'Silksong-Wiki',
    video: 'Team Cherry auf YouTube',
    socialNetwork: 'Hollow Knight auf Discord',
    languages: 'Sprachen',
    sitemap: 'Alle Seiten',
    copyright: '© 2025 Silksong Hub. Hollow Knight: Silksong ist eine Marke von Team Cherry.',
  },
  breadcrumbs: {
    label: 'Brotkrümelnavigation',
  },
  sidebar: {
    title: 'Verwandte Seiten',
  },
  common: {
    loading: 'Wird geladen …',
    somethingWentWrong: 'Etwas ist schiefgelaufen',
    serverErrorText: 'Die Seite kann gerade nicht angezeigt werden. Bitte versuche es gleich noch einmal.',
    tryAgain: 'Seite neu laden',
    externalLink: '(öffnet sich in einem neuen Tab)',
    faqTitle: 'Häufige Fragen',
  },
  notFound: {
    code: '404',
    title: 'Hoppla! Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    returnHome: 'Zurück zur Startseite',
  },
  newsletter: {
    title: 'Bleib auf dem Laufenden',
    text: 'Neuigkeiten zu Silksong per E-Mail, ein paar Mal im Jahr. Kein Spam.',
    label: 'E-Mail-Adresse',
    placeholder: 'du@beispiel.de',
    submit: 'Abonnieren',
    submitting: 'Wird abonniert…',
    successTitle: 'Erfolgreich abonniert!',
    successText: 'Danke, dass du unseren Newsletter abonniert hast.',
    failureTitle: 'Anmeldung fehlgeschlagen',
    failureText: 'Die Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.',
    invalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    rateLimited: 'Zu viele Versuche. Bitte warte eine Minute und versuche es erneut.',
    dismiss: 'Schließen',
    notifications: 'Benachrichtigungen',
  },
  widgets: {
    countdown: {
      title: 'Countdown zum Release',
      days: 'Tage',
      hours: 'Stunden',
      minutes: 'Minuten',
      seconds: 'Sekunden',
      finished: 'Das Warten hat ein Ende!',
      finishedText: 'Hollow Knight: Silksong ist jetzt für PC, PlayStation, Xbox und Nintendo Switch erhältlich.',
    },
    video: {
      unavailable: 'Video nicht verfügbar',
      watch: 'Auf YouTube ansehen',
    },
    share: {
      share: 'Teilen',
      copied: 'Link in die Zwischenablage kopiert',
    },
  },
  seo: {
    home: {
      title: 'Hollow Knight: Silksong – Termin, Plattformen, Neuigkeiten, Tipps',
      description: 'Alles zu Hollow Knight: Silksong: Erscheinungstermin und Uhrzeiten, Plattformen, PC-Anforderungen, Editionen zum Vorbestellen, Neuigkeiten und Einsteigertipps.',
      keywords: 'Hollow Knight Silksong, Silksong, Hornet, Team Cherry, Erscheinungstermin, Neuigkeiten, Guides',
    },
    releaseDate: {
      title: 'Silksong: Erscheinungstermin und Startzeiten weltweit',
      description: 'Hollow Knight: Silksong ist am 4. September 2025 weltweit erschienen. Die Startzeit in deiner Zeitzone, die Entwicklungsgeschichte und alle bestätigten Fakten.',
      keywords: 'Silksong Erscheinungstermin, Silksong Startzeit, Silksong Zeitzone, Hollow Knight Silksong 2025',
    },
    platforms: {
      title: 'Silksong: Plattformen und PC-Systemanforderungen',
      description: 'Hollow Knight: Silksong auf PC, PlayStation, Xbox und Nintendo Switch: Versionen, Leistungsziele auf Konsolen sowie minimale und empfohlene PC-Anforderungen.',
      keywords: 'Silksong Plattformen, Silksong Systemanforderungen, Silksong PC-Anforderungen, Silksong Switch, Silksong PS5, Silksong Xbox',
    },
    systemRequirements: {
      title: 'Silksong: PC-Systemanforderungen – minimal und empfohlen',
      description: 'Minimale und empfohlene PC-Systemanforderungen für Hollow Knight: Silksong, Leistungsziele auf Konsolen und Tipps für ein flüssiges Spielerlebnis.',
      keywords: 'Silksong Systemanforderungen, Silksong Mindestanforderungen, Silksong empfohlene Systemanforderungen, Silksong PC',
    },
    steam: {
      title: 'Silksong auf Steam (PC): Version, Errungenschaften, Leistung',
      description: 'Hollow Knight: Silksong auf dem PC über Steam: Details zur Version, Errungenschaften, Hinweise zur Leistung und Funktionen.',
      keywords: 'Silksong Steam, Silksong PC, Silksong Errungenschaften',
    },
    playstation: {
      title: 'Silksong auf PlayStation 4 und 5: Version und Leistung',
      description: 'Hollow Knight: Silksong auf PlayStation: Details zur Version, Trophäen, Leistungsziele und Funktionen.',
      keywords: 'Silksong PS5, Silksong PS4, Silksong PlayStation, Silksong Trophäen',
    },
    xbox: {
      title: 'Silksong auf Xbox und im Game Pass: Version und Leistung',
      description: 'Hollow Knight: Silksong auf Xbox Series X|S, Xbox One und im Game Pass: Details zur Version, Erfolge, Leistungsziele und Funktionen.',
      keywords: 'Silksong Xbox, Silksong Game Pass, Silksong Series X, Silksong Erfolge',
    },
    nintendo: {
      title: 'Silksong auf Nintendo Switch: Version und Leistung',
      description: 'Hollow Knight: Silksong auf Nintendo Switch und Switch 2: Details zur Version, Leistung im TV- und Handheld-Modus sowie Funktionen.',
      keywords: 'Silksong Switch, Silksong Nintendo, Silksong Switch 2, Silksong Handheld-Modus',
    },
    preorder: {
      title: 'Silksong vorbestellen: Editionen und Preise nach Region',
      description: 'Vergleiche die Standard-, die Deluxe- und die digitale Sammleredition von Hollow Knight: Silksong sowie die geschätzten Preise in deiner Region.',
      keywords: 'Silksong vorbestellen, Silksong Preis, Silksong Editionen, Silksong Deluxe-Edition',
    },
    news: {
      title: 'Neuigkeiten zu Hollow Knight: Silksong',
      description: 'Die neuesten Nachrichten zu Hollow Knight: Silksong: Ankündigungen, Updates, Patches und Events – die neuesten zuerst.',
      keywords: 'Silksong Neuigkeiten, Hollow Knight Silksong Updates, Silksong Patch, Team Cherry Neuigkeiten',
    },
    guides: {
      title: 'Tipps & Guides zu Hollow Knight: Silksong',
      description: 'Guides zu Hollow Knight: Silksong: erste Schritte, Bosse, Gegenstände und die Karte von Pharloom.',
      keywords: 'Silksong Guide, Silksong Tipps, Silksong Bosse, Silksong Karte, Silksong Gegenstände',
    },
    gettingStarted: {
      title: 'Silksong-Einsteiger-Guide: Tipps für Neulinge',
      description: 'So gelingt der Start in Hollow Knight: Silksong: Bewegung, Kampf, Heilen mit Seide und die Erkundung von Pharloom – einsteigerfreundlich erklärt.',
      keywords: 'Silksong Einsteiger-Guide, Silksong Tipps, Silksong erste Schritte, Hornet Bewegungen',
    },
    boss: {
      title: 'Silksong-Boss-Guide: Schwierigkeit, Fundorte und Tipps',
      description: 'Die wichtigsten Bosse von Hollow Knight: Silksong mit Schwierigkeitsgrad, Fundort und Tipps für jeden Kampf.',
      keywords: 'Silksong Bosse, Silksong Boss-Guide, Silksong Boss-Fundorte',
    },
    items: {
      title: 'Silksong-Guide zu Gegenständen: Waffen, Werkzeuge und mehr',
      description: 'Gegenstände in Hollow Knight: Silksong nach Typ und Seltenheit: Waffen, Werkzeuge, Talismane und Verbrauchsgegenstände.',
      keywords: 'Silksong Gegenstände, Silksong Werkzeuge, Silksong Wappen, Silksong Guide',
    },
    map: {
      title: 'Silksong-Karten-Guide: die Gebiete von Pharloom',
      description: 'Die Gebiete von Pharloom in Hollow Knight: Silksong: Typ, Schwierigkeit und was es dort jeweils zu finden gibt.',
      keywords: 'Silksong Karte, Pharloom Karte, Silksong Gebiete, Silksong Orte',
    },
    faq: {
      title: 'Häufige Fragen zu Hollow Knight: Silksong',
      description: 'Antworten auf häufige Fragen zu Hollow Knight: Silksong: Erscheinungstermin, Gameplay und technische Details.',
      keywords: 'Silksong häufige Fragen, Silksong Fragen, Silksong Antworten',
    },
    search: {
      title: 'Silksong Hub durchsuchen',
      description: 'Durchsuche Neuigkeiten, Guides, Plattformseiten und häufige Fragen auf Silksong Hub.',
      keywords: 'Silksong Suche',
    },
    community: {
      title: 'Silksong-Community: Foren, Wiki und soziale Netzwerke',
      description: 'Hier treffen sich die Fans von Hollow Knight: Silksong: Foren, das Wiki, Discord und offizielle Kanäle.',
      keywords: 'Silksong Community, Silksong Reddit, Silksong Discord, Silksong Wiki',
    },
    contact: {
      title: 'Kontakt zu Silksong Hub',
      description: 'So erreichst du das Team hinter Silksong Hub, einer inoffiziellen Fanseite.',
      keywords: 'Silksong Hub Kontakt',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      description: 'Die gesuchte Seite existiert nicht.',
      keywords: 'Silksong',
    },
  },
  pages: {
    home: {
      heading: 'Hollow Knight: Silksong',
      intro: 'Spiele als Hornet, Prinzessin und Beschützerin von Hallownest, und erklimme das heimgesuchte Königreich Pharloom. Alles Wichtige zur Veröffentlichung, zu den Plattformen und zu dem, was noch kommt.',
    },
    releaseDate: {
      heading: 'Erscheinungstermin',
      intro: 'Hollow Knight: Silksong ist am 4. September 2025 erschienen – weltweit zur selben Zeit.',
    },
    platforms: {
      heading: 'Plattformen und Systemanforderungen',
      intro: 'Silksong ist für PC, PlayStation, Xbox und Nintendo Switch erhältlich. Hier erfährst du, was jede Version bietet und was dein PC braucht.',
    },
    steam: {
      heading: 'Silksong auf Steam',
      intro: 'Die PC-Version auf Steam mit Errungenschaften und Unterstützung für Tastatur und Controller.',
    },
    playstation: {
      heading: 'Silksong auf PlayStation',
      intro: 'Silksong auf PlayStation 4 und PlayStation 5.',
    },
    xbox: {
      heading: 'Silksong auf Xbox',
      intro: 'Silksong auf Xbox Series X|S und Xbox One, ab dem ersten Tag im Game Pass enthalten.',
    },
    nintendo: {
      heading: 'Silksong auf Nintendo Switch',
      intro: 'Silksong auf Nintendo Switch und Nintendo Switch 2, im TV- oder Handheld-Modus.',
    },
    preorder: {
      heading: 'Vorbestellung',
      intro: 'Vergleiche die Editionen und die geschätzten Preise in deiner Region.',
    },
    news: {
      heading: 'Neuigkeiten',
      intro: 'Ankündigungen, Updates und Events rund um Hollow Knight: Silksong – die neuesten zuerst.',
    },
    newsArticle: {
      heading: 'Artikel',
      intro: '',
    },
    guides: {
      heading: 'Tipps & Guides',
      intro: 'Finde deinen Weg durch Pharloom: erste Schritte, Bosse, Gegenstände und die Karte.',
    },
    gettingStarted: {
      heading: 'Erste Schritte',
      intro: 'Die ersten Stunden in Pharloom: wie Hornet sich bewegt, kämpft und heilt.',
    },
    boss: {
      heading: 'Boss-Guide',
      intro: 'Die wichtigsten Bosse mit Schwierigkeitsgrad, Fundort und Tipps, wie du sie angehst.',
    },
    items: {
      heading: 'Gegenstands-Guide',
      intro: 'Waffen, Werkzeuge, Talismane und Verbrauchsgegenstände mit Typ und Seltenheit.',
    },
    map: {
      heading: 'Karten-Guide',
      intro: 'Die Gebiete von Pharloom, von den moosbewachsenen Tiefen bis zur Zitadelle an der Spitze.',
    },
    faq: {
      heading: 'Häufige Fragen',
      intro: 'Kurze Antworten zu Veröffentlichung, Gameplay und Technik.',
    },
    search: {
      heading: 'Suche',
      intro: 'Durchsuche Neuigkeiten, Guides, Plattformseiten und häufige Fragen.',
    },
    community: {
      heading: 'Fan-Community',
      intro: 'Hier treffen sich Silksong-Fans, teilen Entdeckungen und helfen sich gegenseitig.',
    },
    contact: {
      heading: 'Kontakt',
      intro: 'Silksong Hub ist eine inoffizielle, von Fans betriebene Seite.',
    },
  },
};

export default de;
