import type { zones as en } from '../en/zones.ts';
import type { Translated, ZoneProse } from '../../encyclopaedia/types.ts';

export const zones: Translated<typeof en, ZoneProse> = {
  "moss-grotto": {
    description: "Die Moosgrotte ist die grüne Höhle ganz unten in Pharloom, in der Hornet landet, nachdem das Siegel ihres Käfigs zerbrochen ist. Sie ist der sanfte Einstieg ins Spiel und soll Bewegung und Kampf beibringen, bevor der erste Boss wartet, die Moosmutter. Hinter deren Arena steigt der Weg weiter an, hinauf zur Stadt Knochengrund.",
    lore: "Laut Team Cherry kam die Grotte erst spät hinzu: Ursprünglich war das Tal der Knochen das erste große Gebiet, doch es war als Empfang zu hart, also wurde darunter ein ruhigerer Bereich gebaut. Die Entwickler beschreiben sie als seltenen Flecken gesunden Grüns am Fuß des Königreichs, außer Reichweite des verderbenden Einflusses der Zitadelle. Komm zurück, sobald du die Nadoline besitzt: Ein Tor der Weberinnen auf der Ostseite der Grotte antwortet auf ihr Lied und führt ins Webnest Atla.",
    features: [
      "Startgebiet ganz unten in Pharloom",
      "Die Moosmutter, der erste Boss, mit einer Bank direkt vor ihrer Arena",
      "Die Kapellenjungfer, der Hornet gleich nach der Moosmutter auf dem Weg nach Knochengrund begegnet",
      "Ein versiegeltes Tor der Weberinnen auf der Ostseite, das sich mit der Nadoline öffnet",
    ],
  },
  "bone-bottom": {
    description: "Knochengrund ist die erste Stadt, die Hornet erreicht, eine kleine Pilgersiedlung gleich hinter der Moosgrotte. Hier lernst du Läden, das Schnellreisenetz der Glockenwege und die erste der drei Wunschwände des Spiels kennen, und der Ort bleibt den ganzen ersten Akt über ein nützlicher Stützpunkt.",
    lore: "Die Bewohner sind Pilger auf dem Weg zur Zitadelle, und nicht alle sind gut auf Hornet zu sprechen: Ein Gehörnter Pilger murrt darüber, dass sie ständig Waffen bei sich trägt. Auch ihre Sicherheit steht auf wackligen Beinen. Nachdem Hornet die Nadoline erhalten hat, kann ein zweiter Schädeltyrann durch die Siedlung toben, und ein Wunsch bittet dich danach, die Bestie zur Strecke zu bringen und ihr Kronenfragment zurückzubringen. Erfülle hier jeden Wunsch, wenn du Akt 3 erreichen willst, denn die Wunschwand von Knochengrund muss ebenso abgeschlossen sein wie die in Glockenherz und in der Sangesloge.",
    features: [
      "Glockenweg-Station in dem Gebäude mit den drei Winkelzeichen",
      "Pebbs Laden: Einfacher Schlüssel für 500 Rosenkranzperlen, Maskenscherbe für etwa 300",
      "Erste Wunschwand, die für Akt 3 vollständig erledigt sein muss",
      "Eine Tür zwischen dem Stadtbereich und den Wurmwegen (Einfacher Schlüssel nötig)",
    ],
  },
  "the-marrow": {
    description: "Das Tal der Knochen ist ein mit Knochen übersätes Höhlensystem östlich von Knochengrund und der Punkt, an dem Akt 1 anfängt, ernst zu werden. Hier triffst du Shakra, die Kartenverkäuferin, und die in Seide gefesselte Glockenbestie, deren Niederlage das Schnellreisenetz der Glockenwege öffnet. Ausgänge führen weiter zum Tiefenkai und zur Jägermark.",
    lore: "Team Cherry hatte das Tal der Knochen zunächst als Startgebiet des Spiels entworfen, bevor das Studio entschied, dass es ein zu brutaler Einstieg wäre. Die hier gefangene Glockenbestie ist ein Geschöpf aus den Glockentunneln von Pharloom; sobald Hornet sie mit dem Seidenspeer befreit und besiegt hat, wird sie zu ihrem Reittier zwischen den Glockenweg-Stationen. Deck dich hier bei Shakra ein, denn ihr Federkiel und ihr Kompass machen jede spätere Karte viel leichter lesbar.",
    features: [
      "Shakra verkauft die ersten Karten sowie Federkiel und Kompass",
      "Kampf gegen die Glockenbestie, belohnt mit den Reisen per Glockenweg und dem ersten Seidenherz",
      "Der Seidenspeer aus dem nahen Moosheim wird gebraucht, um die Glockenbestie loszuschneiden",
      "Ein Ausgang oberhalb des Gefängnisbereichs führt in die Jägermark",
    ],
  },
  "deep-docks": {
    description: "Der Tiefenkai ist ein industrielles Schmiedeviertel, das vom Tal der Knochen aus erreichbar wird, sobald die Glockenbestie gefallen ist. Trotz des Namens gibt es kaum Wasser: Die Docks sind Plattformen über Lavaseen, dazwischen glühende Böden und verschwindende Vorsprünge. Hier kreuzt Hornet zum ersten Mal die Klingen mit Lace und erhält Flinkschritt.",
    lore: "Arbeiter mit Glockenhelmen schuften zwischen Metallschalen voller glühender Kohlen, und eine Inschrift deutet an, dass die Docks einst Smokerock und Sweetsmelt in eine andere Region verschifften, zusammen mit einem Treueschwur jedes Arbeiters. Die Schmiedetochter betreibt hier eine Schmiede und verkauft Werkzeuge wie den Stachelsplitter und die Magmaglocke; die Magmaglocke verringert Feuerschaden und ist daher ein kluger früher Kauf. In einem kleinen Schrein hängt eine große, in Seide gehüllte Glocke: Schlag die Seide weg und triff den Hebel, der daraufhin erscheint, und sobald die Glocke geläutet hat, tritt eine Bank an die Stelle des Hebels.",
    features: [
      "Lavagruben, Stacheln und verschwindende Plattformen",
      "Erstes Duell mit Lace",
      "Flinkschritt, Hornets Dash",
      "Die Schmiede der Schmiedetochter mit Stachelsplitter und Magmaglocke",
      "Glockenweg-Station und ein Halt von Shakra mit Karten",
    ],
  },
  wormways: {
    description: "Die Wurmwege sind ein Labyrinth aus von Würmern durchlöcherten Tunneln, das man erreicht, wenn man von Moosheim aus nach Westen geht. Eine Tür, für die ein Einfacher Schlüssel nötig ist, bewacht den Zugang, und das Gebiet ist ein kurzer Abstecher auf dem Weg nach Schalenwald.",
    lore: "Groms und Gromlings graben sich durch die Wände und fallen immer wieder von der Decke, sodass die Tunnel nie lange leer wirken; mit Flinkschritt weichst du ihnen viel leichter aus. Weit oben im Gebiet, erreichbar mit dem Klammergriff, hat Alchemist Zylotol eine Werkstatt und füllt dir für 50 Rosenkranzperlen die Plasmium-Ampulle nach. Halte Ausschau nach den Ruinen von Webnest Karn, einer verlassenen Feste der Weberinnen; sie erinnern daran, dass Hornets Verwandtschaft einst sogar in diesen engen Tiefen lebte.",
    features: [
      "Für die Eingangstür ist ein Einfacher Schlüssel nötig",
      "Shakra verkauft die Karte des Gebiets für 70 Rosenkranzperlen",
      "Alchemist Zylotol und eine Bank nahe dem oberen Ende (Klammergriff nötig)",
      "Eine Maskenscherbe hinter einer zerbrechlichen Wand in einem gefluteten Raum",
    ],
  },
  "hunters-march": {
    description: "Die Jägermark ist eine halb optionale Region oberhalb des Tals der Knochen und des Tiefenkais, beherrscht von den Ameisenkriegern des Skarr-Stamms. Du betrittst sie vom Tal der Knochen aus, und später verbindet eine Abkürzung sie mit dem Tiefenkai. Stacheln, Fallen und angriffslustige Jäger machen sie zu einem der härteren Abstecher in Akt 1.",
    lore: "Die ganze Region spielt sich wie ein Übungsgelände der Skarr, voller Hinterhalte und Stachelgruben, die unachtsame Sprünge bestrafen; übe also, von Gegnern und Pflanzenknollen abzuprallen, bevor du dich hineinwagst. Ihr großer Preis ist das Bestien-Wappen. In Akt 3 verbirgt ein Statuenraum hier einen Durchgang, den Seidenaufschwung öffnet und der in einen abgeschotteten Teil der Weiten Felder führt, wo die betagte Skarrsängerin Karmelita wartet.",
    features: [
      "Eingang vom Tal der Knochen aus, oberhalb seines Gefängnisbereichs",
      "Skarr-Ameisen als Gegner, Stacheln und Fallen",
      "Das Bestien-Wappen als Belohnung",
      "Eine mit einer Falle versehene Bank gegenüber dem Statuenraum",
      "In Akt 3 ein Durchgang vom Statuenraum in den verborgenen Teil der Weiten Felder",
    ],
  },
  "far-fields": {
    description: "Die Weiten Felder sind ein großer Landstrich aus grasbewachsenen Höhlen im östlichen Tiefland von Pharloom, den man vom Tiefenkai aus betritt. Starke Aufwinde ziehen durch die Höhlen, und in den unteren Ebenen lauern Lavabecken. Sie sind der Hauptweg hinauf nach Graumoor, allerdings erst, wenn Hornet auf dem Wind reiten kann.",
    lore: "Die Näherin lebt in einer Hütte, die über der Lava hängt, und wer ihr beim Wunsch Biegsame Stacheln hilft, erhält den Schwebeumhang, mit dem Hornet auf den Aufwinden gleiten kann. Den Ausgang Richtung Graumoor bewacht der Vierte Chorus, ein riesiger mechanischer Gegner, dessen Hände gegen Schaden immun sind, also ziele auf den Kopf. In Akt 3 öffnet sich von der Jägermark aus ein verborgener östlicher Abschnitt, in dem Skarrsängerin Karmelita lebt und Sprintmeister Flott, der in einem riesigen Schädel haust und Hornet zu Wettrennen herausfordert.",
    features: [
      "Aufwinde, für die der Schwebeumhang nötig ist",
      "Die Näherin und ihre Hütte über der Lava",
      "Der Vierte Chorus bewacht den Weg hinauf nach Graumoor",
      "Pilgerruh und seine Tür, die sich nur von innen öffnet",
      "Die Wettrennen von Sprintmeister Flott ganz im Osten",
    ],
  },
  greymoor: {
    description: "Graumoor ist eine große, teilweise überflutete Höhlenregion aus nebligen Feldern und bröckelnden Türmen, die man erreicht, indem man von den Weiten Feldern aus hinaufgleitet. Es ist der zentrale Knotenpunkt von Akt 1: Die Hauptstraße führt nach Westen Richtung Glockenherz, und ein Seitenweg steigt hinauf zur Sündenstraße.",
    lore: "Den westlichen Ausgang bewacht die Moorschwinge, ein großes fliegendes Ungetüm, und der umherziehende Ritter Garmond und seine Gefährtin Zaza, die nahe einer Turmspitze lagern, helfen Hornet, es zu Fall zu bringen. Im Gasthaus Übergangshaus schenkt der Wirt Creige für 10 Rosenkranzperlen ein Getränk aus, das sowohl Gesundheit als auch Seide wiederherstellt. Weit im Osten liegt der Krähfersee, und ein verborgener Pfad durch die Türme von Graumoor führt hinauf zum Irrwisch-Dickicht, sobald Hornet einen Doppelsprung beherrscht.",
    features: [
      "Das Gasthaus Übergangshaus mit einer Bank und Creiges stärkendem Getränk",
      "Die Moorschwinge als Boss am westlichen Ausgang",
      "Glockenweg-Station neben einem der hohen Türme",
      "Der Krähfersee ganz im Osten",
      "Der Weg über die Türme zum verborgenen Irrwisch-Dickicht",
    ],
  },
  bellhart: {
    description: "Glockenherz ist eine Stadt der Glocken westlich von Graumoor, die Hornet zunächst verwunschen vorfindet, ihre Bewohner in Seide aufgehängt. Um sie zu befreien, muss Hornet von Schalenwald aus zum Unterschlupf der Witwe hinaufsteigen und sie besiegen; danach erwacht die Stadt wieder zum Leben, mit Läden, einer Wunschwand und schließlich einem eigenen Zuhause für Hornet.",
    lore: "Ein Schild am Eingang verspricht jedem Pilger auf dem heiligen Pfad Rast, doch als Hornet ankam, hatte die Seide der Witwe die ganze Siedlung längst verstummen lassen. Der Sieg über die Witwe bringt die Nadoline, erfüllt den Wunsch Die umgarnte Stadt und lässt Hornet die große Glocke läuten. Besuche danach Nadelmeister Plinney für deine erste Verbesserung der Nähnadel, bevor du dich an die Windgepeitschten Stufen wagst, und erfülle weiter Wünsche, damit Pavo dir irgendwann den Schlüssel zum Glockenheim überlässt.",
    features: [
      "Die Witwe als Boss, von Schalenwald aus mit dem Klammergriff erreichbar",
      "Die Nadoline und die große Glocke der Stadt",
      "Verbesserungen der Nähnadel bei Nadelmeister Plinney",
      "Das Glockenheim als eigenes Haus, den Schlüssel gibt Pavo",
      "Glockenweg-Station, in deren Nähe der Glockeneinsiedler lebt",
    ],
  },
  shellwood: {
    description: "Schalenwald ist ein von Dornengestrüpp erstickter Wald, in dem die Pflanzen ebenso gefährlich sind wie die Kreaturen. Er liegt hinter den Wurmwegen, und hier kämpft Hornet gegen Schwester Splitter auf dem Weg zum Klammergriff, der Kletterfähigkeit, die die Höhen von Glockenherz und den Weg zu den Windgepeitschten Stufen erschließt.",
    lore: "Grauwurz, ein seltsames Wesen, das überhaupt kein Käfer ist, lebt zwischen den Wurzeln und bittet Hornet, ihm Pollip-Herzen zu bringen. Die alten Wege des Waldes sind längst von Dornen und Gestrüpp verschluckt, daher liegen viele Geheimnisse hinter rissigen Wänden; schlag auf alles, was brüchig aussieht. Ein verborgener Glockenpfad, der nahe der Hauptbank von Schalenwald beginnt, führt zum Unterschlupf der Witwe in Glockenherz.",
    features: [
      "Schädliches Dornengestrüpp und stachelige Pflanzen",
      "Schwester Splitter als Boss auf dem Weg zum Klammergriff",
      "Grauwurz' Bitte um Pollip-Herzen",
      "Eine Maskenscherbe hinter einer rissigen Wand in der Nähe von Shakra",
      "Wege weiter nach Glockenherz und zu den Windgepeitschten Stufen",
    ],
  },
  "weavenest-atla": {
    description: "Das Webnest Atla ist ein Nest der Weberinnen, verborgen hinter einem versiegelten Tor auf der Ostseite der Moosgrotte. Das Tor gibt nur der Nadoline nach, daher kehren die meisten Spieler erst nach der Befreiung von Glockenherz an den Anfang der Reise zurück, um es zu erkunden.",
    lore: "Die Weberinnen, das Spinnenvolk, dem auch Hornet entstammt, haben mehrere Orte in Pharloom mit Toren versiegelt, die auf Gesang statt auf Schlüssel antworten, und die Tür zu diesem Nest ist eines davon. Spät im Spiel wird es noch einmal wichtig: Für den Wunsch Seide und Seele birgt ein geheimer Keller im Gang oberhalb der Bank des Nests den Schlingensetzer, eines der Teile, um die der Aufpasser bittet. Merk dir alle seltsamen versiegelten Tore, an denen du vorbeikommst, bevor du die Nadoline besitzt; wer sie danach abklappert, findet Orte wie diesen.",
    features: [
      "Versiegeltes Tor der Weberinnen im Osten der Moosgrotte, das sich mit der Nadoline öffnet",
      "Meist erkundet, nachdem man in Glockenherz die Nadoline erhalten hat",
      "Ein geheimer Keller oberhalb der Bank mit dem Schlingensetzer",
    ],
  },
  "blasted-steps": {
    description: "Die Windgepeitschten Stufen sind eine windige Wüste aus zerbrochenen Steintreppen, die von Schalenwald bis zum Großen Tor der Zitadelle hinaufführen. Windböen bringen deine Sprünge aus der Bahn, und grabende Sandkreaturen bestrafen jeden, der zu lange am Boden bleibt. Ganz oben wartet der Letzte Richter, der letzte Boss von Akt 1.",
    lore: "Dies ist der Pilgerweg zur Zitadelle, und der Letzte Richter steht an seinem östlichen Ende, direkt vor dem Großen Tor, und versperrt den Zugang. Auf dem Weg nach oben versperren zwei Große Muschelfliegen den Pfad; besiegst du eine, flieht die andere. Die Nadlerin, die die Kunst Nadelstreich lehrt, lebt weiter oben auf den Stufen. Schalte den Glockenweg und die Bank nahe dem Gipfel frei, bevor du dich dem Richter stellst, denn der Rückweg durch Sand, Muschelfliegen und patrouillierende Richter ist lang.",
    features: [
      "Starke Windböen und im Sand lebende Würmer",
      "Der Kampf gegen die Großen Muschelfliegen auf dem Weg nach oben",
      "Glockenweg-Station neben einer Bank nahe dem Gipfel",
      "Der Letzte Richter am Großen Tor, der Akt 1 beendet",
    ],
  },
  "sinners-road": {
    description: "Die Sündenstraße ist ein düsterer Durchgang, der vom Übergangshaus in Graumoor hinaufführt und für die bösartigen Hunde bekannt ist, die durch seine Hallen streifen. Mit ihr beginnt der sogenannte Pfad des Sünders, eine alternative Route zur Zitadelle, die durch Gallwasser und den Nebel statt über die Windgepeitschten Stufen führt.",
    lore: "Sind die Windgepeitschten Stufen der Aufstieg des gläubigen Pilgers, so ist diese Straße der Hintereingang, und wer ihr weit genug folgt, erreicht die Zitadelle, ohne sich je dem Letzten Richter stellen zu müssen. Ihre zentrale Bank ist kaputt: Es kostet 60 Rosenkranzperlen und danach eine knifflige Sprungprüfung, bevor du dort rasten kannst, also betätige zuerst den Hebel, der die nahe Käfig-Abkürzung freischaltet. Crull und Benjin leben in den oberen Bereichen der Straße, und auch der Grüne Prinz ist hier anzutreffen.",
    features: [
      "Erreichbar über den Aufzug nahe dem Übergangshaus in Graumoor",
      "Kaputte zentrale Bank, deren Reparatur 60 Rosenkranzperlen kostet",
      "Verborgene Wege nach Gallwasser und in den Nebel",
      "Ein Hintereingang in die Zitadelle, der den Letzten Richter umgeht",
    ],
  },
  "the-mist": {
    description: "Der Nebel ist ein nebelgefülltes Labyrinth, das man von der Sündenstraße oder von Gallwasser aus erreicht. Er hat keine eigene Karte, und seine Räume sind bei jedem Betreten anders angeordnet, sodass blindes Umherirren dich nur im Kreis führt.",
    lore: "Der Weg hindurch ist eher ein Rätsel als ein Kampf. Spiel die Nadoline neben den kleinen leuchtenden Irrlichtern in jedem Raum, dann schweben sie zum richtigen Ausgang; folge ihnen durch mehrere Räume bis zur Mitte und wieder hinaus. Geh langsam vor, denn im Nebel lauern Stachelfallen und Wraiths. Die andere Seite führt zur Abluft-Orgel in Gallwasser, deren Aufzug hinab ins Unterwerk unter der Zitadelle fährt.",
    features: [
      "Keine Karte; die Anordnung der Räume ändert sich bei jedem Besuch",
      "Leuchtende Irrlichter, die den Ausgang zeigen, wenn du die Nadoline spielst",
      "Stachelfallen und Wraiths als Gegner",
      "Ausgang Richtung Abluft-Orgel und ein Aufzug ins Unterwerk",
    ],
  },
  bilewater: {
    description: "Gallwasser ist ein dunkler, verseuchter Sumpf, vergiftet von den Abfällen der Zitadelle, und die Heimat des Stilkin-Stamms und seines Anführers Groal der Große. Sein madenverseuchtes Wasser hindert Hornet am Heilen und entzieht ihr Seide, und die wenigen Bänke sorgen für lange Rückwege. Team Cherry nennt es die härteste Herausforderung von Akt 2 und das wichtigste Tor zu Akt 3.",
    lore: "Die Stilkin geben der Zitadelle die Schuld daran, dass ihre einst saubere Heimat verdreckt ist, und Groal wütet unablässig gegen sie. Ihn zu besiegen bringt die Sucherseele, eines der Teile, die für den Wunsch Seide und Seele nötig sind, und öffnet einen Weg hinauf ins Verseuchte Aquädukt, wo der Kranz der Reinheit die Maden weit weniger gefährlich machen kann. Wenn der Sumpf dich zermürbt, hol dir den Kranz zuerst über die Memorium-Seite des Aquädukts, und ignoriere die verdächtige Bank auf der linken Seite: Sie ist eine Falle.",
    features: [
      "Madenwasser, das Heilen verhindert und Seide entzieht",
      "Groal der Große, der die Sucherseele hinterlässt",
      "Wenige Bänke und lange Rückwege, dazu eine falsche Bank als Falle",
      "Ausgänge zur Sündenstraße, in den Nebel und ins Verseuchte Aquädukt",
      "Aufzug der Abluft-Orgel hinab ins Unterwerk",
    ],
  },
  "the-slab": {
    description: "Der Brocken ist ein eisiger Gefängniskomplex für die Sünder und Ketzer der Zitadelle. Die meisten Spieler kommen zum ersten Mal als Gefangene hierher: Lass dich von einer der käfigtragenden Wärterfliegen fangen, und Hornet erwacht in einer Zelle, ohne Nähnadel, Werkzeuge oder Umhang. Später lässt er sich auch von den Chorkammern aus betreten.",
    lore: "Die Flucht bedeutet, durch fallengespickte Hallen zu schleichen, um Hornets beschlagnahmte Ausrüstung zurückzuholen, und dann Türen zu überwinden, die mit drei Schlüsseln versiegelt sind, benannt nach dem Trägen, dem Ketzer und dem Abtrünnigen; der letzte hängt mit Gallwasser zusammen. Die Außenbereiche quälen mit derselben tödlichen Kälte wie der Feiberg, also sprinte von einem wärmenden Leuchtfeuer zum nächsten. Bevor du dich fangen lässt, stell dich auf eine lange Passage ohne Nähnadel ein, denn es gibt keinen Ausweg, bis die Flucht gelungen ist.",
    features: [
      "Wer von einer Wärterfliege gefangen wird, verliert seine Ausrüstung",
      "Drei Gefängnisschlüssel: des Trägen, des Ketzers und des Abtrünnigen",
      "Eisige Außenbereiche mit wärmenden Leuchtfeuern",
      "Die Glockenweg-Station des Brockens nahe der unteren Bank",
      "Ausgang Richtung Feiberg",
    ],
  },
  "the-citadel": {
    description: "Die Zitadelle ist die glänzende heilige Stadt an der Spitze von Pharloom und das Ziel jedes Pilgers, Hornet eingeschlossen. Wer sie betritt, beginnt Akt 2. Sie ist in Bezirke unterteilt, darunter das Große Tor, die Chorkammern, das Raunende Archiv, die Weißstation, die Hohen Hallen, der Räderwerk-Kern und das Memorium, mit der Wiege an ihrer Spitze.",
    lore: "Pharloom ist ein Königreich, das dem Glauben und der Pilgerschaft ergeben ist, und seine Käfer verbringen ihr Leben mit dem Aufstieg zu dieser Stadt. Innen ruht die Pracht auf der Arbeit erschöpfter Arbeiter im Unterwerk darunter. Bewohner sagen Hornet, sie sei „Weaver-spawn“, dieselbe Art Wesen wie die Macht, der die Zitadelle dient, und Akt 2 ist ihr Aufstieg, um sich demjenigen zu stellen, der sie gefangen nehmen und hierher verschleppen ließ.",
    features: [
      "Wer sie betritt, beginnt Akt 2",
      "Karten kauft man an Zitadellenmodell-Automaten statt bei Shakra",
      "Vordereingang durch das Große Tor, Hintereingang über die Sündenstraße",
      "Ventrica-Röhrenstationen für Reisen innerhalb der Stadt",
      "Die Wiege ganz oben",
    ],
  },
  "grand-gate": {
    description: "Das Große Tor ist der Vordereingang der Zitadelle, ein kleiner Bezirk zwischen dem oberen Ende der Windgepeitschten Stufen und den Chorkammern. Es öffnet sich, sobald Hornet in ganz Akt 1 fünf Glocken geläutet und den Letzten Richter besiegt hat.",
    lore: "Das Tor markiert das Ende der Pilgerreise, doch der Empfang ist kurz: Der Aufzug dahinter versagt und lässt Hornet ins Unterwerk stürzen. Wer erkennt, dass man an der riesigen Waage in der Eingangshalle hinaufklettern kann, entgeht diesem Sturz. Kauf die Karte am Modellautomaten im ersten Raum, bevor du weitergehst; es ist deine erste Karte in Akt 2 und kostet 40 Rosenkranzperlen.",
    features: [
      "Öffnet sich, nachdem fünf Glocken geläutet sind und der Letzte Richter gefallen ist",
      "Modellautomat, der die Karte des Großen Tors für 40 Rosenkranzperlen verkauft",
      "Ein defekter Aufzug, der ins Unterwerk abstürzt",
      "Eine zerbrechliche Wand abseits des Hauptaufzugs, hinter der in Akt 3 der Weg zum Pollenherz liegt",
    ],
  },
  underworks: {
    description: "Das Unterwerk sind die maschinenvollen Untergeschosse unter der Zitadelle, in denen ausgezehrte Käfer Tag und Nacht schuften, um die Stadt am Laufen zu halten. Viele Spieler landen versehentlich hier, wenn der Aufzug am Großen Tor versagt, und müssen sich hinauf in die Chorkammern kämpfen.",
    lore: "Selbst Ruhe ist hier käuflich: Bänke verlangen bei jedem Hinsetzen ein paar Rosenkranzperlen, umgeben von den Leichen von Arbeitern, die nicht zahlen konnten. Der Zwölfte Architekt baut Automaten für die Zitadelle, und in der Werkstatt des Architekten, dem Kessel, bindet sich Hornet an einem Altar der Weberinnen, um die Greifschnur zu erlernen. Vorsicht vor den rotierenden Ventilatoren, die bei Berührung zwei Masken Schaden anrichten.",
    features: [
      "Ventilatoren und Maschinen, die zwei Masken Schaden anrichten",
      "Bänke, die für jede Rast Geld kosten",
      "Der Kessel, in dem Hornet die Greifschnur erlernt",
      "Die Kapelle des Architekten, die sich mit dem Architektenschlüssel öffnet",
      "Aufzugsverbindung zur Abluft-Orgel in Gallwasser",
    ],
  },
  "choral-chambers": {
    description: "Die Chorkammern sind das goldene, von Musik erfüllte Herz der Zitadelle, direkt über dem Unterwerk. Dieser riesige, vielschichtige Bezirk ist der wichtigste Knotenpunkt von Akt 2, verbindet die meisten anderen Bereiche der Zitadelle und beherbergt den Kampf gegen die Räderwerk-Tänzer sowie die Siedlung Sangesloge.",
    lore: "Mit Nadeln bewaffnete Chorkäfer patrouillieren durch die Hallen und lassen großzügig Rosenkranzperlen fallen. Das Läuten der Glocke des Ersten Schreins weckt den Aufpasser und lockt Pilger in eine kleine Siedlung an der Außenmauer der Zitadelle, die zur Sangesloge mit eigener Wunschwand heranwächst. Der Sieg über die Räderwerk-Tänzer öffnet den Boden zum Räderwerk-Kern und beginnt die Suche nach den drei Melodien, die die Wiege aufschließen.",
    features: [
      "Kartenautomat, der die Karte für 70 Rosenkranzperlen verkauft",
      "Die Räderwerk-Tänzer als Boss",
      "Die Sangesloge, die dritte Siedlung mit Wunschwand",
      "Der Große Glockenweg unten rechts",
      "Aufzug mit dem Weißen Schlüssel hinab zur Weißstation",
    ],
  },
  whiteward: {
    description: "Die Weißstation ist eine helle, beklemmende Krankenstation, die man über einen Aufzug nahe dem unteren Ende der Chorkammern erreicht. Der Aufzug braucht den Weißen Schlüssel aus der Sangesloge, und die Station dahinter ist klein, birgt aber eines der nützlichsten Werkzeuge des Spiels und einen verborgenen Boss.",
    lore: "Das Injektorenband, das hier zu finden ist, beschleunigt Hornets Binden, was in fast jedem Bosskampf hilft. Der Chirurgenschlüssel hängt an einem Ring, den nur die Greifschnur erreicht; er passt in ein verziertes Schloss tiefer in der Station und führt zu einer Bossbegegnung. Von der Station aus führen außerdem Wege hinab ins Unterwerk, in Richtung des Kessels.",
    features: [
      "Zugangsaufzug, der sich mit dem Weißen Schlüssel öffnet",
      "Das Injektorenband, das das Binden beschleunigt",
      "Der Chirurgenschlüssel und ein verziertes Schloss",
      "Weg hinab ins Unterwerk",
    ],
  },
  "cogwork-core": {
    description: "Der Räderwerk-Kern ist die Uhrwerksmaschine, die die Zitadelle antreibt, ein senkrechtes Labyrinth aus sich drehenden Zahnrädern, Sägeblättern und Dampf. Du fällst durch den Boden der Arena der Räderwerk-Tänzer hinein, und an seiner Spitze liegt die Melodie der Architekten, eine der drei Melodien, die man braucht, um zur Wiege zu gelangen.",
    lore: "Fast jede Oberfläche hier ist mit Sägen gespickt, daher sind der Schwebeumhang und ein sauberes Timing mit der Greifschnur deine besten Freunde. Der Kern verbirgt außerdem den Zweiten Wächter, einen zum Schutz der Zitadelle gebauten Roboter, den Hornet für den Wunsch Letzte Audienz wiedererwecken kann, indem sie das Räderherz zusammensetzt. Sobald alle drei Melodien beisammen sind, bringt ein Aufzug hier Hornet hinauf zur Wiege.",
    features: [
      "Karte von einer Druckplatte neben der ersten Bank",
      "Westliche Prüfung mit einer Maskenscherbe als Belohnung",
      "Der Miniboss Cogwork Clapper, der ein Spulenfragment bewacht",
      "Säulenrätsel zur Melodie der Architekten ganz oben",
      "Weg weiter zum Raunenden Archiv",
    ],
  },
  "whispering-vaults": {
    description: "Das Raunende Archiv ist die Bibliothek der Zitadelle, ein staubiges Archiv aus Kisten und Regalen, über das Scrollreader-Gegner wachen. Man erreicht es nach einer Prüfung jenseits des Räderwerk-Kerns, und es birgt die Melodie der Glaubenshüter, eine der drei Melodien, die den Weg zur Wiege öffnen.",
    lore: "Glaubenshüter Cardinius, der einsame Hüter des Archivs, hört sich alle Psalmenwalzen an, die Hornet ihm bringt. Trobbios schillernder Bosskampf findet in einem Raum statt, der auf der Karte als Die Bühne verzeichnet ist. Mehrere Ausgänge Richtung Gallwasser, Unterwerk und Sangesloge öffnen sich nur von innerhalb des Archivs, also erkunde es früh, um praktische Abkürzungen freizuschalten.",
    features: [
      "Kartengerät, das 70 Rosenkranzperlen kostet",
      "Glaubenshüter Cardinius und die Psalmenwalzen",
      "Trobbio als Boss auf der Bühne",
      "Einbahn-Ausgänge nach Gallwasser, ins Unterwerk und in die Sangesloge",
      "Die Melodie der Glaubenshüter",
    ],
  },
  "high-halls": {
    description: "Die Hohen Hallen sind einer der Bezirke der Zitadelle, mit den Chorkammern verbunden und ab Akt 2 zugänglich. Sie verbergen einige der seltsameren Schätze der Zitadelle, darunter eine verschlossene Schatzkammer und die Arena, in der schließlich gegen den Zweiten Wächter gekämpft wird.",
    lore: "Eine geheime Schatzkammer liegt hier hinter einer Tür, für die ein Einfacher Schlüssel nötig ist, halte also einen bereit, wenn du ankommst. Darin wartet die Rosenkranz-Kanone, ein Werkzeug, das deine eigenen Rosenkranzperlen auf Gegner feuert und schnell Geld verbrennt. Tief in den Hallen liegt die Arena für den Wunsch Letzte Audienz, in der Hornet sich mit dem wiederbelebten Zweiten Wächter um die Reservebinde duelliert; erkunde und säubere das Gebiet, bevor du diesen Wunsch annimmst, denn der Kampf findet in seinen Tiefen statt.",
    features: [
      "Bezirk der Zitadelle, mit den Chorkammern verbunden",
      "Geheime Schatzkammer hinter einer Tür für einen Einfachen Schlüssel",
      "Die Rosenkranz-Kanone in der Schatzkammer",
      "Arena des Zweiten Wächters für den Wunsch Letzte Audienz",
    ],
  },
  "mount-fay": {
    description: "Der Feiberg ist ein eisiger Gipfel, den man über den Brocken erreicht und auf dem beißende Kälte Hornets Gesundheit aufzehrt, sobald sie sich von einer Wärmequelle entfernt. Der Aufstieg ist fast reines Plattforming und verlangt die Greifschnur, und die Belohnung auf dem Gipfel ist der Feidaunen-Umhang, der einen Doppelsprung gewährt.",
    lore: "Warme Laternen und Wärmetaschen dienen als Zwischenstationen, also plane jeden Sprint zwischen ihnen und bleib nie in der Kälte stehen. Auf dem Gipfel spielt Hornet die Nadoline an einer Stimmgabel, um den Feidaunen-Umhang zu erhalten, der sie zudem gegen die Kälte immun macht. Shakra wartet neben einer Bank nahe dem Fuß des Bergs und verkauft die Karte für 40 Rosenkranzperlen, und eine Seitenhöhle unterhalb des Gipfels birgt einen Tisch, an dem man aus einem Ramponierten Werkzeug den Seidenschuss herstellen kann.",
    features: [
      "Ständiger Kälteschaden abseits von Wärmequellen",
      "Die Greifschnur ist nötig, um hineinzukommen und aufzusteigen",
      "Der Feidaunen-Umhang (Doppelsprung) auf dem Gipfel",
      "Shakras Karte für 40 Rosenkranzperlen und eine Bank mit 90 Rosenkranzperlen Gebühr",
      "Die Seitenhöhle Lichtader mit einer Maskenscherbe",
    ],
  },
  "wisp-thicket": {
    description: "Das Irrwisch-Dickicht ist ein kleines verborgenes Gebiet oberhalb von Graumoor, das man erreicht, indem man die Türme über dem Übergangshaus hinaufklettert. Sein Eingang erfordert den Doppelsprung vom Feiberg, daher finden die meisten Spieler es etwa in der Mitte von Akt 2.",
    lore: "Das Dickicht verbindet Graumoor unauffällig mit dem Unterwerk und bietet Hornet einen Weg zwischen beiden, der die Windgepeitschten Stufen umgeht. Raste an der Bank gleich hinter dem Eingang und geh dann nach Westen zur Sackgasse, in der der Vater der Flamme wartet; zerstöre die Laternen an seinen Ästen, um ihn freizulegen. Der Sieg über ihn bringt die Irrwisch-Laterne, ein Werkzeug, dessen Feuerbälle Gegner von selbst aufspüren, allerdings zu hohen Kosten an Seide.",
    features: [
      "Erfordert den Doppelsprung des Feidaunen-Umhangs",
      "Bank direkt nach dem Eingang",
      "Der Vater der Flamme als Boss, belohnt mit der Irrwisch-Laterne",
      "Kartiert sich beim Erkunden von selbst",
      "Verbindet Graumoor und das Unterwerk",
    ],
  },
  memorium: {
    description: "Das Memorium ist ein später Bezirk der Zitadelle, der wie ein Museum Pharlooms funktioniert, mit Räumen, die an die Gebiete und Kreaturen erinnern, denen Hornet bereits begegnet ist. Man erreicht es per Doppelsprung von den Chorkammern oder von der Seite des Räderwerk-Kerns aus, daher öffnet es sich erst nach dem Feiberg.",
    lore: "Da es bereits bekannte Orte nachbildet, gibt es hier nur wenige neue Gefahren, auch wenn die Rhinogrund-Gegner hart zuschlagen. Kauf die Karte für 70 Rosenkranzperlen am Zitadellenmodell-Automaten und such dann gründlich: Ein besonders großer verirrter Floh und ein Teil des Räderherzens sind beide hier versteckt. Ein Durchgang oberhalb des Kartenautomaten führt nach Osten Richtung Verseuchtes Aquädukt, sobald du sowohl die Greifschnur als auch den Doppelsprung hast.",
    features: [
      "Erfordert zum Betreten den Doppelsprung des Feidaunen-Umhangs",
      "Kartenautomat, der die Karte für 70 Rosenkranzperlen verkauft",
      "Ein riesiger verirrter Floh",
      "Ein Teil des Räderherzens hinter einem Glockenrätsel",
      "Verborgener Weg nach Osten zum Verseuchten Aquädukt",
    ],
  },
  "putrified-ducts": {
    description: "Das Verseuchte Aquädukt besteht aus verschmutzten Tunneln und Seen in der oberen rechten Ecke von Pharloom, verdreckt von den Maschinen der Zitadelle. Streng genommen ist es optional, birgt aber einige der wertvollsten Gegenstände des Spiels und lässt sich nach Groal von Gallwasser aus oder vom Memorium aus erreichen.",
    lore: "Mistmaden befallen fast das ganze Wasser, doch der Abschnitt am Bleichen See zeigt, wie das Gebiet vor der Verschmutzung aussah. Der hier zu findende Kranz der Reinheit macht die lästigen Maden in Gallwasser unschädlich, weshalb viele Spieler zuerst hierherkommen. Auch die Flohkarawane kann ins Aquädukt umziehen, sobald Hornet genug Flöhe gerettet hat, ein Schritt auf dem Weg zu Akt 3.",
    features: [
      "Zwei Zugänge: von Gallwasser oder vom Memorium aus",
      "Der Kranz der Reinheit gegen die Maden von Gallwasser",
      "Eine Glockenweg-Station und eine Bank, die Gebühren verlangen",
      "Der Bleiche See, an dem sich die Flohkarawane niederlassen kann",
    ],
  },
  "the-cradle": {
    description: "Die Wiege ist die Spitze der Zitadelle, erreichbar über einen Aufzug im Räderwerk-Kern, sobald Hornet alle drei Melodien besitzt. Hier wartet Lace auf ein zweites Duell und hinter ihr, auf einer langen Brücke ganz oben, Große Mutter Seide.",
    lore: "Große Mutter Seide, ein höheres Wesen im Zentrum der Geschichte Pharlooms, ist das Finale von Akt 2, und wer sie besiegt, ohne die Bedingungen für Akt 3 erfüllt zu haben, sieht sofort den Abspann. Um weiterzukommen, besiege hier Lace, kehre dann in die Sangesloge zurück und erfülle vor dem letzten Kampf den Wunsch Seide und Seele des Aufpassers. Fängt man Große Mutter Seide stattdessen mit der so gewonnenen Seelenschlinge, liegt die Wiege in Trümmern, und Akt 3 beginnt damit, dass Hornet von ihr herabsteigt.",
    features: [
      "Zugang per Aufzug vom Räderwerk-Kern aus, nach den drei Melodien",
      "Zweites Duell mit Lace",
      "Große Mutter Seide auf der obersten Brücke",
      "Ende von Akt 2 oder das Tor zu Akt 3",
    ],
  },
  "sands-of-karak": {
    description: "Die Sande von Karak sind eine Region aus Sand und Korallen, in der wachsende Korallen den Weg nach vorn öffnen, und viele Spieler erkunden sie erst spät im Spiel vollständig. Vieles hier hängt mit Zielen des Endspiels zusammen, und manche Teile erfordern Seidenaufschwung oder das Klagelied der Tiefe.",
    lore: "Die Große Muschelfliege, die Hornet auf den Windgepeitschten Stufen entkommen ist, kehrt hier als Zornige Muschelfliege zurück, und der Sieg über sie bringt den Muschelschneider, ein Werkzeug mit abprallendem Geschoss. Tiefer drinnen liegt das Voltnest mit seinem Boss, dem Voltvyrm, dessen Voltfaser Seidenfertigkeiten verstärkt. Das Verkrustete Herz, eines der uralten Herzen, die in Akt 3 gesucht werden, liegt hier jenseits eines hohen Schachts und einer Prüfung begraben.",
    features: [
      "Korallen, die wachsen und so den Weg nach vorn bilden",
      "Ein gelber Stein am Grund einer Stachelschlucht, der Hornet in die oberen Sande hebt",
      "Die Zornige Muschelfliege, belohnt mit dem Muschelschneider",
      "Der Voltvyrm im Voltnest, belohnt mit der Voltfaser",
      "Fundort des Verkrusteten Herzens",
    ],
  },
  "the-abyss": {
    description: "Der Abgrund ist die dunkle, tiefe Unterwelt, in die Hornet in Akt 3 hinabsteigen muss, nachdem die Falle, die Große Mutter Seide gestellt wurde, sie und Lace in die Tiefe reißt und Pharloom verwüstet. Er ist der Weg zum wahren Ende und das gnadenloseste Gelände des Spiels.",
    lore: "Akt 3 beginnt mit einer Reihe von Aufgaben: Der Glockenfresser überfällt Hornet am Großen Glockenweg, bis die Glockenbestie mit ihren Jungen zurückkehrt, und die Schneckenschamanen in der Moosgrotte lehren schließlich das Klagelied der Tiefe. Hornet muss uralte Herzen sammeln, bevor sie sich unten der Verlorenen Lace stellt. Drinnen füllen blinde Abgründe, Stacheln und giftige Dämpfe die Dunkelheit, also sichere jede Bank, öffne jeden Abkürzungshebel und rechne damit, Seidenaufschwung zu brauchen, um wieder hinauszuklettern.",
    features: [
      "Nur in Akt 3 erreichbar",
      "Dunkle Räume mit blinden Abgründen und seltenen Bänken",
      "Eine Fluchtsequenz, die auf Seidenaufschwung setzt",
      "Der Weg zur Konfrontation mit der Verlorenen Lace",
    ],
  },
  verdania: {
    description: "Verdania ist der Überrest eines verlorenen Naturkönigreichs, das man in Akt 3 über die Geschichte des Grünen Prinzen erreicht, durch einen Eingang am äußersten östlichen Ende des Krähfersees in Graumoor. Es belohnt Spieler, die dem Grünen Prinzen gefolgt sind, mit einem wehmütigen Abstecher in die Vergangenheit.",
    lore: "Das alte Königreich, Verlorenes Verdania, lässt sich nur für eine Weile wiederherstellen, indem man das Klagelied der Tiefe spielt, und die Hauptaufgabe ist, die darin verstreuten leuchtenden Kugeln einzusammeln. Das Gebiet ist mit der Jagd nach den uralten Herzen verknüpft: Es bietet ein optionales viertes Herz, das an die Rettung eines NPCs gebunden ist, ein nützlicher Ersatz, falls dir ein anderer Herz-Boss Probleme bereitet. Da der Zugang vom Grünen Prinzen abhängt, folge seiner Questreihe bis zum Ende, wenn du diesen Ort sehen willst.",
    features: [
      "Nur in Akt 3, über die Questreihe des Grünen Prinzen",
      "Eingang am äußersten östlichen Ende des Krähfersees",
      "Verlorenes Verdania, geöffnet mit dem Klagelied der Tiefe",
      "Leuchtende Kugeln zum Einsammeln",
      "Ein optionales viertes uraltes Herz",
    ],
  },
  "red-memory": {
    description: "Die Rote Erinnerung ist ein purpurroter, traumartiger Raum aus Hornets eigener Vergangenheit, den sie spät in Akt 3 betritt. Sie ist ein notwendiger Schritt auf dem Weg zum wahren Ende und einer der größten Momente der Geschichte des Spiels.",
    lore: "Bevor Hornet sie betreten kann, lehren die Schneckenschamanen sie das Klagelied der Tiefe und schicken sie nach drei von vier uralten Herzen, die jeweils von einer Prüfung und einem Boss bewacht werden. Die Sequenz selbst blickt zurück nach Hallownest und wirft neues Licht auf Hornets Herkunft. Sie hat sogar ein eigenes Stück auf dem offiziellen Soundtrack mit dem Titel Red Memory.",
    features: [
      "Nur in Akt 3, auf dem Weg zum wahren Ende",
      "Erfordert drei uralte Herzen und das Klagelied der Tiefe",
      "Anspielungen auf Hallownest und Hornets Herkunft",
      "Ein eigenes Soundtrack-Stück: Red Memory",
    ],
  },
};
