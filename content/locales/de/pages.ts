import type { Pages } from '../en/pages.ts';

export const pages: Pages = {
  home: {
    launch: {
      text: 'Hollow Knight: Silksong ist am {{date}} für PC, PlayStation, Xbox und Nintendo Switch erschienen – weltweit zur selben Zeit.',
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
      text: 'Sieh dir den Trailer von Team Cherry zu Hollow Knight: Silksong an.',
    },
  },
  release: {
    date: {
      text: 'Silksong ist auf allen Plattformen weltweit im selben Moment erschienen – Datum und Uhrzeit vor Ort hängen also davon ab, wo du bist.',
    },
    timezones: {
      note: 'Diese Uhrzeiten sind Schätzungen dieser Seite aus der Zeit vor dem Release, nicht der offizielle Zeitplan von Team Cherry. Die offizielle Freischaltung erfolgte erst später am Tag; dein Store zeigt die genaue Uhrzeit für deine Region.',
    },
    timeline: {
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
      confirmed: {
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
        intro: 'Spekulationen der Fans aus der Zeit vor dem Release. Das waren Theorien, keine Fakten.',
        items: {
          shadowDrop: 'Fans spekulierten über einen „Shadow Drop“: eine Veröffentlichung ohne Vorwarnung während eines Showcases.',
          dlc: 'Fans hofften auf kostenlose Inhalte nach dem Release, da Hollow Knight mehrere kostenlose Inhaltspakete erhalten hatte.',
          lore: 'Fans stellten Theorien über versteckte Verbindungen zwischen den Geschichten von Pharloom und Hallownest auf.',
        },
      },
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
    pc: {
      estimate: 'Dies sind Schätzungen dieser Seite, nicht die offiziellen Systemanforderungen von Team Cherry. Die offiziellen findest du auf der Store-Seite.',
      ssd: 'SSD empfohlen',
      notes: {
        minimum: 'Tastatur oder Controller.',
        recommended: 'Mit einem Controller spielen sich die Plattform-Passagen angenehmer.',
      },
    },
    console: {
      note: 'Die Ziele für Auflösung und Bildrate sind Schätzungen dieser Seite, keine offiziellen Angaben.',
    },
    tips: {
      drivers: 'Aktualisiere deine Grafiktreiber.',
      ssd: 'Installiere das Spiel auf einer SSD, damit es schneller lädt.',
      background: 'Schließe beim Spielen Browser, Aufnahmeprogramme und Overlays, die du nicht brauchst.',
      refresh: 'Passe die Bildrate an die Bildwiederholrate deines Monitors an, um Tearing zu vermeiden.',
      laptop: 'Schließe am Laptop das Netzteil an und sorge dafür, dass das Spiel die dedizierte Grafikkarte nutzt.',
    },
    releaseInfo: {
      text: 'Silksong ist am {{date}} auf allen Plattformen gleichzeitig erschienen und war ab dem ersten Tag im Xbox Game Pass enthalten.',
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
      text: 'Die Editionen und Preise auf dieser Seite sind unsere Schätzungen aus der Zeit vor dem Release, keine offiziellen Angebote oder Preise. Team Cherry hat keine Vorbestellungen angeboten, und der offizielle Preis ist niedriger: Die aktuellen Preise findest du auf den Store-Seiten.',
    },
    bonuses: {
      game: 'Das komplette Spiel',
      soundtrack: 'Digitaler Soundtrack',
      artbook: 'Digitales Artbook',
      wallpapers: 'Digitale Hintergrundbilder',
    },
    buttonNote: 'Das war unsere Schätzung aus der Zeit vor dem Release. Vorbestellungen gab es nicht: Das Spiel kam am Release-Tag in den Handel.',
    stay: {
      text: 'Verfolge die Neuigkeiten oder abonniere unseren Newsletter, um von neuen Editionen und Angeboten zu erfahren.',
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
      trailers: {
        description: 'Alle offiziellen Trailer mit Datum, Video und dem, was sie gezeigt haben.',
        alt: 'Ein Filmbild mit rotem Abspielknopf vor dunklem, nebligem Hintergrund',
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
        text: 'Statt Talismanen rüstet Hornet Werkzeuge in den Plätzen ihres Wappens aus. Rote Werkzeuge wie Wurfnadeln werden aktiv eingesetzt und haben nur eine begrenzte Zahl an Einsätzen, die beim Rasten auf einer Bank mit Panzersplittern aufgefüllt werden. Blaue Werkzeuge helfen bei der Verteidigung, gelbe bei der Erkundung. Jedes Wappen verändert Hornets Angriffe und hat eigene Plätze; Wappen und Werkzeuge wechselst du an Bänken.',
        tip: 'Sammle die Panzersplitter ein, die Gegner fallen lassen: Ohne sie bleiben deine roten Werkzeuge leer.',
      },
      exploring: {
        heading: 'Pharloom erkunden',
        text: 'Hornet startet ohne Karten. Die meisten verkauft Shakra, die Kartografin: Achte auf ihren Gesang, wenn du ein neues Gebiet betrittst. Bänke sind die Rastplätze von Pharloom: Setzt sich Hornet auf eine, wird ihre Gesundheit wiederhergestellt, und sie kehrt dorthin zurück, wenn sie fällt. Mit Rosenkranzperlen, der Währung des Königreichs, bezahlst du Karten, Bänke und vieles mehr, und später bringen die Glockenwege Hornet schnell zwischen weit entfernten Orten hin und her.',
        tip: 'Kauf die Karte eines Gebiets früh; blind zu erkunden kostet dich am Ende mehr Rosenkranzperlen.',
      },
      quests: {
        heading: 'Aufträge: Wünsche',
        text: 'Die Käfer von Pharloom hängen ihre Bitten, Wünsche genannt, an Wunschwänden aus; in der Stadt Glockenherz gibt es eine Wunschwand voller Wünsche. Wünsche verlangen, dass du Gegenstände sammelst, bestimmte Kreaturen jagst oder irgendwohin reist, und belohnen dich mit Rosenkranzperlen und nützlichen Gegenständen.',
        tip: 'Wirf einen Blick auf die Wunschwände, wann immer du durch eine Stadt kommst: Im Lauf der Geschichte tauchen neue Wünsche auf.',
      },
    },
  },
  faq: {
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
      text: 'Die Fans in den Community-Kanälen kennen das Spiel in- und auswendig, und Korrekturen zu diesen Antworten sind willkommen.',
    },
  },
  community: {
    links: {
      forum: 'Die Silksong-Community auf Reddit: Neuigkeiten, Entdeckungen, Fan-Art und Hilfe von anderen Spielern.',
      social: 'Der große Hollow-Knight-Server auf Discord, um in Echtzeit über Silksong zu quatschen.',
      wiki: 'Ein von der Community geschriebenes Wiki zu Hollow Knight und Silksong: Gebiete, Bosse, Werkzeuge und Lore.',
      shortPost: 'Ankündigungen direkt von Team Cherry, den Machern des Spiels.',
      video: 'Der Kanal von Team Cherry mit den offiziellen Trailern.',
    },
    etiquette: {
      kind: 'Sei freundlich und geduldig: Jeder war mal neu in Pharloom.',
      spoilers: 'Markiere Spoiler und halte späte Bosse, Wendungen der Geschichte und Enden aus Titeln und Vorschaubildern heraus.',
      progress: 'Wenn du um Hilfe bittest, sag, wie weit du bist, damit andere antworten können, ohne dir den Rest zu verraten.',
      rules: 'Jede Community hat ihre eigenen Regeln; lies sie, bevor du etwas postest.',
    },
  },
  contact: {
    corrections: {
      text: 'Einen Fehler entdeckt oder etwas vermisst? Silksong Hub hat weder ein Kontaktformular noch eine E-Mail-Adresse. Korrekturen und Vorschläge sind über die Community-Kanäle willkommen, die auf unserer Community-Seite aufgeführt sind.',
    },
    unofficial: {
      text: 'Silksong Hub wird von Fans gemacht. Die Seite ist weder mit Team Cherry verbunden noch von Team Cherry unterstützt und kann nicht bei Käufen, Erstattungen oder Problemen im Spiel helfen.',
      support: 'Für Support zum Spiel wende dich an Team Cherry:',
    },
  },
  news: {
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
    implications: 'Jede Ankündigung verändert, wie du deine Zeit in Pharloom planst: wo du spielst, was Hornet kann und worauf du dich einstellen solltest. Unsere Guides greifen solche Neuigkeiten mit praktischen Tipps auf.',
  },
};
