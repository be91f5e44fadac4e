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
  searchPage: {
    prompt: 'Gib ein paar Wörter ein, um Neuigkeiten, Guides, Plattformseiten und häufige Fragen zu durchsuchen.',
    results: 'Ergebnisse für „{{query}}“: {{count}}',
    none: 'Keine Ergebnisse für „{{query}}“',
    suggestions: 'Versuche andere oder weniger Wörter oder prüfe die Schreibweise. Hier kannst du gut anfangen:',
    truncated: 'Deine Suche wurde auf {{max}} Zeichen gekürzt.',
    types: {
      page: 'Seite',
      guide: 'Anleitung',
      platform: 'Plattform',
      faq: 'Frage',
      news: 'Neuigkeit',
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
  news: {
    empty: 'Keine Neuigkeiten gefunden',
    loading: 'Neuigkeiten werden geladen …',
    coverAlt: 'Titelbild: {{title}}',
    readingTime: '5 Min. Lesezeit',
    pagination: {
      label: 'Seiten mit Neuigkeiten',
      previous: 'Zurück',
      next: 'Weiter',
      page: 'Seite {{page}}',
    },
    article: {
      highlights: 'Das Wichtigste',
      implicationsTitle: 'Was das für Spieler bedeutet',
      implicationsText: 'Jede Ankündigung verändert, wie du deine Zeit in Pharloom planst: wo du spielst, was Hornet kann und worauf du dich einstellen solltest. Unsere Guides greifen solche Neuigkeiten mit praktischen Tipps auf.',
      sources: 'Quellen',
      hashtags: 'Passende Hashtags',
      backToNews: 'Zurück zu allen Neuigkeiten',
    },
    highlights: {
      hornet: 'Hornet ist die spielbare Heldin: schnell, wendig und mit Nadel und Faden bewaffnet.',
      pharloom: 'Die Geschichte spielt in Pharloom, einem neuen Königreich, beherrscht von Seide und Gesang.',
      silk: 'Seide heilt Hornet und speist ihre Spezialfertigkeiten.',
      tools: 'Selbst gefertigte Werkzeuge erweitern Hornets Arsenal im Lauf der Reise.',
      quests: 'Aufträge der Bewohner von Pharloom belohnen neugierige Entdecker.',
      foes: 'Über 150 neue Gegner warten im ganzen Königreich.',
      music: 'Christopher Larkin komponiert erneut den Soundtrack.',
      platforms: 'Das Spiel ist für PC, PlayStation, Xbox und Nintendo Switch erhältlich.',
    },
    untranslated: {
      title: 'Übersetzung nicht gefunden',
      text: 'Dieser Artikel ist noch nicht in deiner Sprache verfügbar.',
    },
    feed: {
      title: 'Neuigkeiten von Silksong Hub',
      description: 'Aktuelles zu Hollow Knight: Silksong – die neuesten Meldungen zuerst.',
      link: 'Neuigkeiten als RSS-Feed',
    },
  },
  home: {
    launch: {
      title: 'Jetzt erhältlich',
      text: 'Hollow Knight: Silksong ist am {{date}} für PC, PlayStation, Xbox und Nintendo Switch erschienen – weltweit zur selben Zeit.',
      trailer: 'Release-Trailer',
      platforms: 'Wo du spielen kannst',
    },
    story: {
      hornet: {
        title: 'Spiele als Hornet',
        text: 'Hornet, Prinzessin und Beschützerin von Hallownest, wird gefangen genommen und nach Pharloom verschleppt, in ein fremdes Königreich, beherrscht von Seide und Gesang. Nun muss sie sich bis zum Gipfel des Königreichs hinaufkämpfen.',
        alt: 'Eine kleine Gestalt mit Umhang und Nadel steht am Fuß einer dunklen, von Fäden durchzogenen Höhle.',
      },
      foes: {
        title: 'Über 150 neue Gegner',
        text: 'In Pharloom lauern über 150 neue Gegner, von flinken Krabblern bis zu riesigen Bossen. Hornet kämpft schnell und akrobatisch: zuschlagen, ausweichen, in Bewegung bleiben.',
        alt: 'Leuchtende Augen und scharfe Silhouetten insektenartiger Kreaturen lauern in einer nebligen Senke.',
      },
      silk: {
        title: 'Seide, Werkzeuge und Gesang',
        text: 'Heile deine Wunden mit Seide, entfessle Seidenfertigkeiten und rüste Werkzeuge aus, die einen Kampf zu deinen Gunsten wenden – und nimm nebenbei Aufträge der Käfer von Pharloom an. Christopher Larkin, Komponist von Hollow Knight, hat den neuen Soundtrack geschrieben.',
        alt: 'Silberne Fäden steigen durch die Dunkelheit zu einer fernen Zitadelle unter einem blassen Mond empor.',
      },
    },
    trailer: {
      title: 'Offizieller Trailer',
      text: 'Sieh dir den Trailer von Team Cherry zu Hollow Knight: Silksong an.',
      video: 'Offizieller Trailer zu Hollow Knight: Silksong',
    },
    stores: {
      title: 'Erhältlich auf',
      steam: 'Silksong auf Steam (PC-Store)',
      gog: 'Silksong auf GOG (DRM-freier PC-Store)',
      humble: 'Silksong im Humble Store (Bundle-Store)',
      gamePass: 'Silksong im Xbox Game Pass',
      ps4: 'Silksong für PlayStation 4',
      ps5: 'Silksong für PlayStation 5',
      switch: 'Silksong für Nintendo Switch',
      switch2: 'Silksong für Nintendo Switch 2',
    },
  },
  release: {
    date: {
      title: 'Bestätigter Termin',
      worldwide: 'Weltweit gleichzeitiger Release',
      text: 'Silksong ist auf allen Plattformen weltweit im selben Moment erschienen – Datum und Uhrzeit vor Ort hängen also davon ab, wo du bist.',
    },
    timezones: {
      title: 'Release-Zeit in deiner Zeitzone',
      caption: 'Geschätzte Release-Zeiten nach Zeitzone',
      time: 'Uhrzeit',
      zone: 'Zeitzone',
      name: 'Bezeichnung',
      note: 'Diese Uhrzeiten sind Schätzungen dieser Seite aus der Zeit vor dem Release, nicht der offizielle Zeitplan von Team Cherry. Die offizielle Freischaltung erfolgte erst später am Tag; dein Store zeigt die genaue Uhrzeit für deine Region.',
      names: {
        utc: 'Koordinierte Weltzeit',
        pst: 'Pazifische Standardzeit',
        est: 'Östliche Standardzeit (Nordamerika)',
        cet: 'Mitteleuropäische Zeit',
        hkt: 'Hongkong-Zeit',
        jst: 'Japanische Standardzeit',
      },
    },
    timeline: {
      title: 'Entwicklungsgeschichte',
      announcement: {
        title: 'Ankündigung',
        text: 'Team Cherry enthüllte Silksong mit einem Trailer. Ursprünglich als Download-Erweiterung mit Hornet in der Hauptrolle geplant, wuchs das Projekt zu einer vollwertigen Fortsetzung heran.',
      },
      showcase: {
        title: 'Showcase-Auftritt',
        text: 'Silksong war beim Xbox & Bethesda Games Showcase zu sehen – bestätigt für den Xbox Game Pass ab dem ersten Tag.',
      },
      updates: {
        title: 'Funkstille',
        text: 'Die Entwicklung lief im Stillen weiter, mit nur wenigen öffentlichen Updates von Team Cherry.',
      },
      release: {
        title: 'Veröffentlichung',
        text: 'Team Cherry gab den Termin bekannt, und am {{date}} erschien das Spiel weltweit.',
      },
    },
    known: {
      title: 'Fakten und Gerüchte',
      confirmed: {
        title: 'Bestätigt',
        items: {
          hornet: 'Du spielst Hornet, die Prinzessin und Beschützerin von Hallownest.',
          pharloom: 'Das Spiel spielt in Pharloom, einem neuen Königreich, beherrscht von Seide und Gesang.',
          teamCherry: 'Entwickelt und veröffentlicht hat es Team Cherry, das Studio hinter Hollow Knight.',
          platforms: 'Es ist für PC (Steam, GOG, Humble Store), PlayStation 4 und 5, Xbox Series X|S und Xbox One, Nintendo Switch und Nintendo Switch 2 erhältlich.',
          gamePass: 'Es war ab dem ersten Tag im Xbox Game Pass enthalten.',
          music: 'Die Musik stammt von Christopher Larkin.',
        },
      },
      rumoured: {
        title: 'Gerüchte',
        intro: 'Spekulationen der Fans aus der Zeit vor dem Release. Das waren Theorien, keine Fakten.',
        items: {
          shadowDrop: 'Fans spekulierten über einen „Shadow Drop“: eine Veröffentlichung ohne Vorwarnung während eines Showcases.',
          dlc: 'Fans hofften auf kostenlose Inhalte nach dem Release, da Hollow Knight mehrere kostenlose Inhaltspakete erhalten hatte.',
          lore: 'Fans stellten Theorien über versteckte Verbindungen zwischen den Geschichten von Pharloom und Hallownest auf.',
        },
      },
    },
    next: {
      title: 'Plane deinen Durchlauf',
      preorder: 'Editionen und Preise zur Vorbestellung',
      platforms: 'Plattformen im Überblick',
      systemRequirements: 'PC-Systemanforderungen',
    },
    faq: {
      when: {
        question: 'Wann ist Hollow Knight: Silksong erschienen?',
        answer: 'Am 4. September 2025, auf allen Plattformen gleichzeitig.',
      },
      sameTime: {
        question: 'Ist Silksong überall zur selben Zeit erschienen?',
        answer: 'Ja. Es war ein weltweit gleichzeitiger Release, die Uhrzeit vor Ort hing also von deiner Zeitzone ab. Die Tabelle auf dieser Seite zeigt unsere Schätzungen aus der Zeit vor dem Release.',
      },
      platforms: {
        question: 'Für welche Plattformen ist Silksong erschienen?',
        answer: 'PC (Steam, GOG und Humble Store), PlayStation 4, PlayStation 5, Xbox Series X|S, Xbox One, Nintendo Switch und Nintendo Switch 2.',
      },
      gamePass: {
        question: 'Ist Silksong im Xbox Game Pass?',
        answer: 'Ja. Seit dem Release-Tag ist es im Game Pass enthalten, auf Xbox-Konsolen und auf dem PC.',
      },
    },
  },
  platformsPage: {
    cards: {
      title: 'Plattformen im Überblick',
      version: 'Verfügbar für',
      achievements: 'Erfolge',
      performance: 'Leistung',
      unconfirmed: 'Unbestätigt',
      gamePass: 'Im Game Pass',
      details: 'Details zu {{platform}}',
    },
    platforms: {
      steam: {
        version: 'PC mit Windows, macOS oder Linux',
        achievements: 'Steam-Errungenschaften',
        performance: 'Hängt von deiner Hardware ab; vergleiche sie mit unseren geschätzten PC-Anforderungen.',
        features: {
          systems: 'Läuft unter Windows, macOS und Linux',
          controls: 'Unterstützung für Tastatur und Controller',
          drmFree: 'Auch DRM-frei bei GOG und im Humble Store erhältlich',
        },
      },
      playstation: {
        version: 'PlayStation 4 und PlayStation 5',
        achievements: 'PlayStation-Trophäen',
        performance: 'Unsere Schätzung: 4K bei 60 FPS auf PlayStation 5.',
        features: {
          native: 'Für PlayStation 4 und PlayStation 5 erhältlich',
          trophies: 'Trophäen zum Sammeln',
        },
      },
      xbox: {
        version: 'Xbox Series X|S, Xbox One und PC mit Game Pass',
        achievements: 'Xbox-Erfolge',
        performance: 'Unsere Schätzung: 4K bei 60 FPS auf der Series X, 1440p bei 60 FPS auf der Series S.',
        features: {
          gamePass: 'Seit dem Release-Tag im Xbox Game Pass enthalten',
          consoles: 'Spielbar auf Xbox Series X|S und Xbox One',
          pc: 'Über den Game Pass auch auf dem PC',
        },
      },
      nintendo: {
        version: 'Nintendo Switch und Nintendo Switch 2',
        achievements: 'Keine: Nintendo-Konsolen haben kein Erfolgssystem',
        performance: 'Ziel: 1080p im TV-Modus und 720p im Handheld-Modus bei 60 FPS; Werte für die Switch 2 sind nicht bekannt.',
        features: {
          modes: 'Spiele am Fernseher oder im Handheld-Modus',
          switch2: 'Auch auf Nintendo Switch 2 spielbar',
        },
      },
    },
    pc: {
      title: 'PC-Systemanforderungen',
      estimate: 'Dies sind Schätzungen dieser Seite, nicht die offiziellen Systemanforderungen von Team Cherry. Die offiziellen findest du auf der Store-Seite.',
      minimum: 'Mindestanforderungen für PC (Schätzung der Seite)',
      recommended: 'Empfohlene PC-Anforderungen (Schätzung der Seite)',
      component: 'Komponente',
      requirement: 'Anforderung',
      os: 'Betriebssystem',
      processor: 'Prozessor',
      memory: 'Arbeitsspeicher',
      graphics: 'Grafikkarte',
      directx: 'DirectX-Version',
      storage: 'Speicherplatz',
      additional: 'Zusätzliche Hinweise',
      ssd: 'SSD empfohlen',
      notes: {
        minimum: 'Tastatur oder Controller.',
        recommended: 'Mit einem Controller spielen sich die Plattform-Passagen angenehmer.',
      },
    },
    console: {
      title: 'Leistung auf Konsolen',
      caption: 'Leistungsziele auf Konsolen (Schätzungen der Seite)',
      note: 'Die Ziele für Auflösung und Bildrate sind Schätzungen dieser Seite, keine offiziellen Angaben.',
      platform: 'Plattform',
      resolution: 'Zielauflösung',
      framerate: 'Ziel-Bildrate',
      features: {
        title: 'Besonderheiten',
        trophies: 'Trophäen',
        portable: 'Im TV- oder Handheld-Modus spielbar',
      },
      status: 'Stand',
      confirmed: 'Bestätigt',
      pending: 'Ausstehend',
      docked: 'im TV-Modus',
      handheld: 'im Handheld-Modus',
    },
    tips: {
      title: 'Tipps zur Optimierung',
      drivers: 'Aktualisiere deine Grafiktreiber.',
      ssd: 'Installiere das Spiel auf einer SSD, damit es schneller lädt.',
      background: 'Schließe beim Spielen Browser, Aufnahmeprogramme und Overlays, die du nicht brauchst.',
      refresh: 'Passe die Bildrate an die Bildwiederholrate deines Monitors an, um Tearing zu vermeiden.',
      laptop: 'Schließe am Laptop das Netzteil an und sorge dafür, dass das Spiel die dedizierte Grafikkarte nutzt.',
    },
    releaseInfo: {
      title: 'Infos zum Release',
      text: 'Silksong ist am {{date}} auf allen Plattformen gleichzeitig erschienen und war ab dem ersten Tag im Xbox Game Pass enthalten.',
      link: 'Release-Zeiten und Entwicklungsgeschichte',
    },
    faq: {
      run: {
        question: 'Läuft Silksong auf meinem PC?',
        answer: 'Vergleiche deinen PC mit unseren geschätzten Mindestanforderungen oben und prüfe vor dem Kauf die offiziellen Anforderungen auf der Store-Seite.',
      },
      macLinux: {
        question: 'Gibt es eine Version für Mac oder Linux?',
        answer: 'Ja. Auf dem PC läuft das Spiel unter Windows, macOS und Linux.',
      },
      ssd: {
        question: 'Brauche ich eine SSD?',
        answer: 'Laut unseren geschätzten Mindestanforderungen nicht, aber eine SSD verkürzt die Ladezeiten – deshalb empfehlen wir sie.',
      },
    },
    detail: {
      overview: 'Auf einen Blick',
      features: 'Funktionen',
      store: 'Zur Store-Seite',
      back: 'Zurück zur Plattformübersicht',
      faq: {
        steam: {
          achievements: {
            question: 'Hat Silksong Steam-Errungenschaften?',
            answer: 'Ja, die Steam-Version bietet Errungenschaften.',
          },
          drmFree: {
            question: 'Kann ich Silksong ohne DRM kaufen?',
            answer: 'Ja. Neben Steam wird die PC-Version DRM-frei bei GOG verkauft und ist auch im Humble Store erhältlich.',
          },
        },
        playstation: {
          versions: {
            question: 'Gibt es Silksong für PlayStation 4 und PlayStation 5?',
            answer: 'Ja, es ist für beide Konsolen erhältlich.',
          },
          trophies: {
            question: 'Hat Silksong Trophäen?',
            answer: 'Ja, die PlayStation-Versionen bieten Trophäen.',
          },
        },
        xbox: {
          consoles: {
            question: 'Auf welchen Xbox-Konsolen läuft Silksong?',
            answer: 'Xbox Series X, Xbox Series S und Xbox One.',
          },
        },
        nintendo: {
          switch2: {
            question: 'Kann ich Silksong auf der Nintendo Switch 2 spielen?',
            answer: 'Ja, es ist sowohl auf der Nintendo Switch 2 als auch auf der ursprünglichen Nintendo Switch spielbar.',
          },
          handheld: {
            question: 'Kann ich Silksong im Handheld-Modus spielen?',
            answer: 'Ja, du kannst am Fernseher oder im Handheld-Modus spielen.',
          },
        },
      },
    },
  },
  preorder: {
    disclaimer: {
      title: 'Zu diesen Editionen und Preisen',
      text: 'Die Editionen und Preise auf dieser Seite sind unsere Schätzungen aus der Zeit vor dem Release, keine offiziellen Angebote oder Preise. Team Cherry hat keine Vorbestellungen angeboten, und der offizielle Preis ist niedriger: Die aktuellen Preise findest du auf den Store-Seiten.',
    },
    editions: {
      title: 'Editionen',
      standard: 'Standard-Edition',
      deluxe: 'Deluxe-Edition',
      collector: 'Digitale Sammleredition',
      mostPopular: 'Am beliebtesten',
      price: 'Geschätzter Preis',
      platforms: 'Plattformen',
      bonuses: 'Enthält',
      notOnSwitch: 'Nicht für Nintendo Switch',
    },
    bonuses: {
      game: 'Das komplette Spiel',
      soundtrack: 'Digitaler Soundtrack',
      artbook: 'Digitales Artbook',
      wallpapers: 'Digitale Hintergrundbilder',
    },
    button: 'Vorbestellungen ab Anfang 2025',
    buttonNote: 'Das war unsere Schätzung aus der Zeit vor dem Release. Vorbestellungen gab es nicht: Das Spiel kam am Release-Tag in den Handel.',
    prices: {
      title: 'Preise nach Region',
      caption: 'Geschätzte Preise nach Region',
      region: 'Markt',
      currency: 'Währung',
      standard: 'Standard-Edition',
      deluxe: 'Deluxe-Edition',
      collector: 'Sammleredition',
      regions: {
        us: 'Vereinigte Staaten',
        eu: 'Euroraum',
        uk: 'Vereinigtes Königreich',
        jp: 'Japan',
      },
    },
    stay: {
      title: 'Bleib informiert',
      text: 'Verfolge die Neuigkeiten oder abonniere unseren Newsletter, um von neuen Editionen und Angeboten zu erfahren.',
      news: 'Die neuesten Nachrichten lesen',
      newsletter: 'Newsletter abonnieren',
    },
    faq: {
      canPreorder: {
        question: 'Kann ich Hollow Knight: Silksong vorbestellen?',
        answer: 'Nein. Team Cherry hat keine Vorbestellungen angeboten; das Spiel kam am Release-Tag, dem 4. September 2025, auf allen Plattformen in den Handel.',
      },
      official: {
        question: 'Sind diese Preise offiziell?',
        answer: 'Nein. Es sind unsere Schätzungen aus der Zeit vor dem Release. Der offizielle Preis ist niedriger; die Store-Seiten zeigen den aktuellen Preis in deiner Region.',
      },
      collectorSwitch: {
        question: 'Gibt es die digitale Sammleredition für Nintendo Switch?',
        answer: 'Nicht in unseren Schätzungen: Wir führen sie nur für PC, PlayStation und Xbox.',
      },
      updates: {
        question: 'Wie erfahre ich von neuen Editionen?',
        answer: 'Verfolge unsere Neuigkeiten-Seite oder abonniere den Newsletter auf dieser Seite.',
      },
    },
  },
  guides: {
    labels: {
      difficulty: 'Schwierigkeit',
      location: 'Fundort',
      type: 'Typ',
      rarity: 'Seltenheit',
      tip: 'Tipp',
      features: 'Merkmale',
      lateGame: 'Späte Spielphase',
      boss: 'Bosskampf: {{name}}',
    },
    difficulty: {
      low: 'Niedrig',
      medium: 'Mittel',
      high: 'Hoch',
      veryHigh: 'Sehr hoch',
    },
    itemType: {
      weapon: 'Waffe',
      tool: 'Werkzeug',
      charm: 'Talisman',
      consumable: 'Verbrauchsgegenstand',
    },
    rarity: {
      common: 'Gewöhnlich',
      uncommon: 'Ungewöhnlich',
      rare: 'Selten',
      epic: 'Episch',
      legendary: 'Legendär',
    },
    areaType: {
      industrial: 'Industrie',
      nature: 'Natur',
      fortress: 'Festung',
      aquatic: 'Wasser',
    },
    hub: {
      gettingStarted: {
        description: 'Erste Schritte in Pharloom: Bewegung, Kampf, Heilen mit Seide und Orientierung.',
        alt: 'Hornets Nadel und ein leuchtender Seidenfaden in einer dunklen Höhle',
      },
      boss: {
        description: 'Die wichtigsten Bosse mit unserer Schwierigkeitsbewertung, ihrem Fundort und dem, was dich erwartet.',
        alt: 'Eine riesige gehörnte Silhouette mit leuchtenden Augen ragt aus rotem Nebel auf',
      },
      items: {
        description: 'Waffen, Werkzeuge, Talismane und Verbrauchsgegenstände, jeweils mit Typ, Seltenheit und Tipp.',
        alt: 'Eine Nadel, ein Wappen und eine Schnur mit Rosenkranzperlen auf dunklem Stoff',
      },
      map: {
        description: 'Die Gebiete von Pharloom mit Typ, Schwierigkeit und dem, worauf du achten solltest.',
        alt: 'Ein gewundener Pfad, der sich durch dunkle Klippen zu einer Zitadelle an der Spitze hinaufzieht',
      },
    },
    gettingStarted: {
      lead: 'Silksong wirft dich mit wenig Erklärung nach Pharloom, und im Königreich warten über 165 neue Gegner. Mit diesen Grundlagen kommst du durch die ersten Stunden, ohne dass wir dir verraten, was noch vor dir liegt.',
      movement: {
        heading: 'Bewegung',
        text: 'Hornet ist viel wendiger als der Ritter aus Hollow Knight. Sie rennt und springt flink, bekommt Kanten zu fassen und zieht sich daran hoch, und sie kämpft mit Nadel und Faden. Unterwegs lernt sie neue Bewegungen, etwa einen Dash, der in einen Sprint übergeht, das Festhalten an Wänden und das Gleiten mit einem Umhang – und jede davon öffnet Wege, die vorher unerreichbar waren.',
        tip: 'Merk dir die Vorsprünge und Lücken, die du noch nicht erreichst: Meist öffnet sie eine spätere Fähigkeit.',
      },
      combat: {
        heading: 'Kampfgrundlagen',
        text: 'Hornet schlägt mit ihrer Nadel nach vorn, nach oben und nach unten. Wie sich jeder Angriff verhält, auch ihr Abwärtsschlag, hängt vom Wappen ab, das sie trägt. Die meisten Gegner kündigen an, was sie vorhaben: Beobachte ein Angriffsmuster einmal, bevor du dich festlegst, schlag in den Lücken zu und geh wieder auf Abstand.',
        tip: 'Wurfwerkzeuge wie Nadeln richten aus sicherer Entfernung Schaden an, während du einen Kampf noch lernst.',
      },
      healing: {
        heading: 'Heilen: Binden mit Seide',
        text: 'Jeder Treffer, den Hornet landet, füllt die Spule unter ihren Masken mit Seide. Ist die Spule voll, kann sie sich binden: Hornet umwickelt sich mit Seide und stellt auf einen Schlag drei Masken wieder her. Seide treibt auch ihre Seidenfertigkeiten an, du musst also zwischen Heilung und Angriff wählen. Eine Rast auf einer Bank stellt ihre Gesundheit vollständig wieder her.',
        tip: 'Binde dich, sobald du einen sicheren Moment hast; eine volle Spule nützt nichts mehr, wenn du fällst.',
      },
      tools: {
        heading: 'Werkzeuge und Wappen',
        text: 'Statt Talismanen rüstet Hornet Werkzeuge in den Plätzen ihres Wappens aus. Rote Werkzeuge wie Wurfnadeln werden aktiv eingesetzt und haben nur eine begrenzte Zahl an Einsätzen, die beim Rasten auf einer Bank mit Shell Shards aufgefüllt werden. Blaue Werkzeuge helfen bei der Verteidigung, gelbe bei der Erkundung. Jedes Wappen verändert Hornets Angriffe und hat eigene Plätze; Wappen und Werkzeuge wechselst du an Bänken.',
        tip: 'Sammle die Shell Shards ein, die Gegner fallen lassen: Ohne sie bleiben deine roten Werkzeuge leer.',
      },
      exploring: {
        heading: 'Pharloom erkunden',
        text: 'Hornet startet ohne Karten. Die meisten verkauft Shakra, die Kartografin: Achte auf ihren Gesang, wenn du ein neues Gebiet betrittst. Bänke sind die Rastplätze von Pharloom: Setzt sich Hornet auf eine, wird ihre Gesundheit wiederhergestellt, und sie kehrt dorthin zurück, wenn sie fällt. Mit Rosenkränzen, der Währung des Königreichs, bezahlst du Karten, Bänke und vieles mehr, und später bringen die Bellways Hornet schnell zwischen weit entfernten Orten hin und her.',
        tip: 'Kauf die Karte eines Gebiets früh; blind zu erkunden kostet dich am Ende mehr Rosenkränze.',
      },
      quests: {
        heading: 'Aufträge: Wünsche',
        text: 'Die Käfer von Pharloom hängen ihre Bitten, Wünsche genannt, an Wunschtafeln aus; in der Stadt Bellhart gibt es eine Tafel voller Wünsche. Wünsche verlangen, dass du Gegenstände sammelst, bestimmte Kreaturen jagst oder irgendwohin reist, und belohnen dich mit Rosenkränzen und nützlichen Gegenständen.',
        tip: 'Wirf einen Blick auf die Tafeln, wann immer du durch eine Stadt kommst: Im Lauf der Geschichte tauchen neue Wünsche auf.',
      },
    },
    boss: {
      ratingNote: 'Die Schwierigkeit ist die eigene Einschätzung von Silksong Hub für die erste Begegnung, kein offizieller Wert.',
      spoilerNote: 'Einträge mit der Markierung „Späte Spielphase“ nennen einen Boss vom Ende der Geschichte; überspring sie, wenn du keine Hinweise willst.',
      mossMother: {
        name: 'Moss Mother',
        location: 'Moosgrotte',
        description: 'Der erste echte Bosskampf der Reise wartet in den moosigen Höhlen nahe dem Start. Der Gegner kämpft aus der Luft – ein fairer Test dafür, am höchsten Punkt eines Sprungs zuzuschlagen.',
      },
      bellBeast: {
        name: 'Bell Beast',
        location: 'The Marrow',
        description: 'Eine große, gepanzerte Bestie, in Seide gefesselt. Sie stürmt quer durch die Arena, also bleib in Bewegung; besiegst du sie, öffnen sich die Bellways, das Reisenetz von Pharloom.',
      },
      lace: {
        name: 'Lace',
        location: 'Deep Docks (erste Begegnung)',
        description: 'Eine flinke Duellantin mit eigener Nadel, die Hornets Weg mehr als einmal kreuzt. Schlag nach ihren Kombos zu, nicht währenddessen.',
      },
      fourthChorus: {
        name: 'Fourth Chorus',
        location: 'Far Fields',
        description: 'Ein turmhoher Riese, gegen den du in einer weiten Arena kämpfst. Mit Gleiten hältst du dich von seinen weit ausholenden Angriffen fern.',
      },
      moorwing: {
        name: 'Moorwing',
        location: 'Greymoor',
        description: 'Ein großes geflügeltes Insekt, das über den Himmel von Greymoor herrscht. Der Kampf ist optional: Komm später wieder, wenn er dich überfordert.',
      },
      sisterSplinter: {
        name: 'Sister Splinter',
        location: 'Shellwood',
        description: 'Die Wächterin des überwucherten Shellwood. Ihr Sieg ebnet den Weg zum Festhalten an Wänden, das du in weiten Teilen von Pharloom brauchst.',
      },
      widow: {
        name: 'Widow',
        location: 'Bellhart',
        description: 'Die Fanatikerin, die die Stadt Bellhart in ihrem seidenen Griff hält. Von allen Seiten fliegen Glocken heran; ein Nadelhieb schlägt sie weg.',
      },
      lastJudge: {
        name: 'Last Judge',
        location: 'Blasted Steps',
        description: 'Bewacht das Tor zur Zitadelle, ganz oben auf den Blasted Steps. Ein harter Kampf mit wuchtigen Treffern am Ende des ersten Teils des Aufstiegs.',
      },
      groal: {
        name: 'Groal the Great',
        location: 'Bilewater',
        description: 'Der Herrscher der Stilkin im fauligen Sumpf von Bilewater. Bänke sind dort rar, rechne also mit einem langen Rückweg zur Arena.',
      },
      grandMotherSilk: {
        name: 'Grand Mother Silk',
        location: 'The Cradle',
        description: 'Die Macht hinter der Seide, die Pharloom gefesselt hält, ganz oben im Königreich. Ein Kampf der späten Spielphase: Komm gut vorbereitet.',
      },
    },
    items: {
      classificationNote: 'Typ und Seltenheit sind eine eigene Einteilung von Silksong Hub, damit du vergleichen kannst. Das Spiel selbst teilt seine Ausrüstung in Werkzeuge und Wappen ein und kennt keine Seltenheiten.',
      needle: {
        name: 'Nadel',
        description: 'Hornets Waffe vom ersten Moment an: schnelle Hiebe auf kurze Distanz in alle Richtungen.',
        tip: 'Ihr Schaden lässt sich später erhöhen: Halte in Bellhart nach dem Pinmaster Ausschau.',
      },
      hunterCrest: {
        name: 'Hunter Crest',
        description: 'Das Wappen, mit dem Hornet beginnt. Wie jedes Wappen prägt es ihre Angriffe und bestimmt, welche Werkzeugplätze sie hat.',
        tip: 'Probiere jedes neue Wappen aus, das du findest: Ein anderes Wappen kann einen hartnäckigen Kampf deutlich leichter machen.',
      },
      reaperCrest: {
        name: 'Reaper Crest',
        description: 'Ein Wappen, das Hornet langsamere, weiter ausholende Hiebe wie mit einer Sense verleiht.',
        tip: 'Viele Spieler finden, dass man mit seinem Abwärtsschlag leichter von Gegnern abprallt als mit dem des Hunter Crest.',
      },
      straightPin: {
        name: 'Gerade Nadel',
        description: 'Ein rotes Werkzeug: Hornet wirft Nadeln, die geradeaus fliegen.',
        tip: 'Triff Gegner aus sicherer Entfernung; die Einsätze werden an Bänken mit Shell Shards aufgefüllt.',
      },
      tacks: {
        name: 'Reißzwecken',
        description: 'Ein rotes Werkzeug: verstreute spitze Reißzwecken, die Gegnern schaden, die darüberlaufen.',
        tip: 'Wirf sie dorthin, wo ein Gegner gleich landet oder hinstürmt.',
      },
      silkspear: {
        name: 'Seidenspeer',
        description: 'Eine Seidenfertigkeit: Hornet schleudert ihre Nadel wie einen Speer nach vorn und bezahlt dafür mit Seide.',
        tip: 'Er zehrt von derselben Seide wie das Binden, also heb genug für eine Heilung auf.',
      },
      needolin: {
        name: 'Needolin',
        description: 'Hornet spielt ihre Nadel wie ein Instrument. Manche Käfer antworten mit Liedern und Versen, und einige Tore der Weber öffnen sich zu ihrer Musik.',
        tip: 'Spiel sie in der Nähe anderer Käfer und vor seltsamen Toren.',
      },
      compass: {
        name: 'Kompass',
        description: 'Ein gelbes Werkzeug, das Hornets Position auf der Karte anzeigt.',
        tip: 'Shakra, die Kartografin, verkauft ihn; es lohnt sich, ihn früh zu kaufen.',
      },
      rosaryString: {
        name: 'Rosary String',
        description: 'Rosenkränze, die Perlen, mit denen man in Pharloom bezahlt, zu einer Schnur aufgefädelt. Ausgeben kannst du die Perlen erst, wenn du die Schnur zerbrichst.',
        tip: 'Schnüre sind eine sichere Art zu sparen; behalte ein paar lose Perlen zum Einkaufen.',
      },
      shellShards: {
        name: 'Shell Shards',
        description: 'Splitter, die Gegner fallen lassen und die in glitzernden Ablagerungen stecken. Sie füllen Hornets rote Werkzeuge auf, wenn sie auf einer Bank rastet.',
        tip: 'Schlag auf jeden glitzernden Felsen, an dem du vorbeikommst: Die Splitter summieren sich schnell.',
      },
    },
    map: {
      ratingNote: 'Typ und Schwierigkeit sind die eigene Einschätzung von Silksong Hub für den ersten Besuch, keine offiziellen Werte.',
      features: {
        journeyStart: 'Hier beginnt Hornets Reise',
        boneBottom: 'Neben Bone Bottom, einem kleinen Dorf mit Laden',
        bellway: 'Hier öffnen sich die Bellways, das Reisenetz von Pharloom',
        forges: 'Schmieden, Hitze und geschmolzenes Metall',
        windyFields: 'Weite, offene Flächen und starke Winde',
        layeredMoor: 'Nebliges Moor über mehrere Ebenen',
        nearBellhart: 'Grenzt an die Stadt Bellhart',
        clingGrip: 'Hier lernt Hornet, sich an Wänden festzuhalten',
        fierceHunters: 'Einige der gefährlichsten Kreaturen des frühen Spiels',
        citadelApproach: 'Der Weg hinauf zur Zitadelle',
        foulWater: 'Madenverseuchtes Wasser: Halt dich davon fern',
        fewBenches: 'Wenige Bänke und lange Rückwege',
        machinery: 'Maschinen im Untergeschoss der Zitadelle',
        citadelDistricts: 'Bezirke: Grand Gate, Choral Chambers, High Halls, Whispering Vaults',
        prison: 'Das Gefängnis von Pharloom',
      },
      mossGrotto: {
        name: 'Moosgrotte',
        description: 'Grüne, moosige Höhlen am Grund von Pharloom.',
      },
      marrow: {
        name: 'The Marrow',
        description: 'Höhlen voller Knochen und Überreste riesiger uralter Kreaturen.',
      },
      deepDocks: {
        name: 'Deep Docks',
        description: 'Heiße Industriedocks tief im Königreich, wo Käfer an den Schmieden arbeiten.',
      },
      farFields: {
        name: 'Far Fields',
        description: 'Offene, windgepeitschte Felder, auf denen ein Umhang zum Gleiten unverzichtbar wird.',
      },
      greymoor: {
        name: 'Greymoor',
        description: 'Graue, neblige Moore mit einem Gasthaus am Wegesrand für müde Reisende.',
      },
      shellwood: {
        name: 'Shellwood',
        description: 'Ein überwucherter Wald voller wild verschlungener Pflanzen.',
      },
      huntersMarch: {
        name: 'Hunter’s March',
        description: 'Wilde Jagdgründe voller aggressiver Kreaturen; früh im Spiel ein harter Umweg.',
      },
      blastedSteps: {
        name: 'Blasted Steps',
        description: 'Ein langer, ungeschützter Aufstieg zu den Toren der Zitadelle.',
      },
      bilewater: {
        name: 'Bilewater',
        description: 'Ein verseuchter Sumpf mit trübem Wasser, dunkel und feindselig.',
      },
      underworks: {
        name: 'Underworks',
        description: 'Der industrielle Unterbau der Zitadelle.',
      },
      citadel: {
        name: 'Die Zitadelle',
        description: 'Die glänzende Stadt an der Spitze von Pharloom und das Ziel von Hornets Aufstieg.',
      },
      slab: {
        name: 'The Slab',
        description: 'Ein düsterer, schwer bewachter Ort, den kaum jemand freiwillig betritt.',
      },
    },
  },
  faqPage: {
    release: {
      title: 'Infos zum Release',
      price: {
        question: 'Was kostet Silksong?',
        answer: 'Die Preise unterscheiden sich je nach Store und Region, schau also im Store deiner Plattform nach. Die Preise auf unserer Vorbestellungsseite sind Schätzungen aus der Zeit vor dem Release, keine offiziellen Angaben.',
      },
      sequel: {
        question: 'Ist Silksong eine Fortsetzung von Hollow Knight?',
        answer: 'Ja. Team Cherry plante es zunächst als Download-Erweiterung für Hollow Knight mit Hornet in der Hauptrolle; daraus wurde eine vollwertige Fortsetzung, angekündigt im Februar 2019.',
      },
    },
    gameplay: {
      title: 'Spielablauf',
      hero: {
        question: 'Wer ist die spielbare Figur?',
        answer: 'Hornet, die nadelschwingende Prinzessin und Beschützerin von Hallownest, die in Hollow Knight den Weg des Ritters kreuzte. Silksong erzählt ihre Geschichte.',
      },
      firstGame: {
        question: 'Muss ich zuerst Hollow Knight spielen?',
        answer: 'Nein. Silksong spielt in einem neuen Königreich, Pharloom, mit eigener Geschichte, Neulinge können also direkt hier einsteigen. Der erste Teil liefert Hintergründe zu Hornets Vergangenheit.',
      },
      healing: {
        question: 'Wie funktioniert das Heilen?',
        answer: 'Mit jedem Treffer füllt sich Hornets Seidenspule. Ist die Spule voll, kann sie sich binden und drei Masken Gesundheit wiederherstellen. Eine Rast auf einer Bank stellt alles wieder her.',
      },
      coop: {
        question: 'Gibt es einen Mehrspieler- oder Koop-Modus?',
        answer: 'Nein. Silksong ist ein reines Einzelspielerspiel.',
      },
      maps: {
        question: 'Wo finde ich Karten?',
        answer: 'Die meisten Karten verkauft Shakra, die umherziehende Kartografin. Achte auf ihren Gesang, wenn du ein neues Gebiet betrittst.',
      },
    },
    technical: {
      title: 'Technik',
      pc: {
        question: 'Welchen PC brauche ich?',
        answer: 'Silksong ist ein 2D-Spiel mit bescheidenen Anforderungen. Unsere minimalen und empfohlenen Spezifikationen findest du auf der Seite zu Plattformen und Systemanforderungen; es sind Schätzungen von Silksong Hub, die offizielle Liste zeigt dir dein Store.',
      },
      console: {
        question: 'Wie läuft Silksong auf Konsolen?',
        answer: 'Unsere Leistungstabelle nennt für jede Konsole eine Zielauflösung und Bildrate. Es sind Schätzungen von Silksong Hub, jeweils als bestätigt oder ausstehend markiert.',
      },
      controller: {
        question: 'Kann ich auf dem PC mit Controller spielen?',
        answer: 'Ja. Die PC-Version unterstützt neben der Tastatur auch Controller.',
      },
      account: {
        question: 'Brauche ich ein Konto, um diese Seite zu nutzen?',
        answer: 'Nein. Silksong Hub hat keine Konten und setzt keine Cookies; jede Seite ist für alle frei zugänglich.',
      },
    },
    more: {
      heading: 'Noch Fragen?',
      text: 'Die Fans in den Community-Kanälen kennen das Spiel in- und auswendig, und Korrekturen zu diesen Antworten sind willkommen.',
      community: 'Zur Community',
      contact: 'Kontakt zu Silksong Hub',
    },
  },
  community: {
    fans: 'Fan-Communitys',
    official: 'Offizielle Kanäle',
    links: {
      forum: 'Die Silksong-Community auf Reddit: Neuigkeiten, Entdeckungen, Fan-Art und Hilfe von anderen Spielern.',
      social: 'Der große Hollow-Knight-Server auf Discord, um in Echtzeit über Silksong zu quatschen.',
      wiki: 'Ein von der Community geschriebenes Wiki zu Hollow Knight und Silksong: Gebiete, Bosse, Werkzeuge und Lore.',
      shortPost: 'Ankündigungen direkt von Team Cherry, den Machern des Spiels.',
      video: 'Der Kanal von Team Cherry mit den offiziellen Trailern.',
    },
    etiquette: {
      heading: 'Sei freundlich, achte auf Spoiler',
      kind: 'Sei freundlich und geduldig: Jeder war mal neu in Pharloom.',
      spoilers: 'Markiere Spoiler und halte späte Bosse, Wendungen der Geschichte und Enden aus Titeln und Vorschaubildern heraus.',
      progress: 'Wenn du um Hilfe bittest, sag, wie weit du bist, damit andere antworten können, ohne dir den Rest zu verraten.',
      rules: 'Jede Community hat ihre eigenen Regeln; lies sie, bevor du etwas postest.',
    },
  },
  contact: {
    corrections: {
      heading: 'Korrekturen und Vorschläge',
      text: 'Einen Fehler entdeckt oder etwas vermisst? Silksong Hub hat weder ein Kontaktformular noch eine E-Mail-Adresse. Korrekturen und Vorschläge sind über die Community-Kanäle willkommen, die auf unserer Community-Seite aufgeführt sind.',
      link: 'Zu den Community-Kanälen',
    },
    unofficial: {
      heading: 'Eine inoffizielle Fanseite',
      text: 'Silksong Hub wird von Fans gemacht. Die Seite ist weder mit Team Cherry verbunden noch von Team Cherry unterstützt und kann nicht bei Käufen, Erstattungen oder Problemen im Spiel helfen.',
      support: 'Für Support zum Spiel wende dich an Team Cherry:',
      link: 'Website von Team Cherry',
    },
  },
};

export default de;
