import type { items as en } from '../en/items.ts';
import type { ItemProse, Translated } from '../../encyclopaedia/types.ts';

export const items: Translated<typeof en, ItemProse> = {
  "hunter-crest": {
    description: "Das Jäger-Wappen trägt Hornet von Anfang an, und es bestimmt ihren grundlegenden Kampfstil. Zu seinen Bewegungen gehören ein schneller Hieb nach vorn, ein diagonaler Stich nach unten zum Abprallen und ein Ausfallstoß aus dem Dash, der sie bei einem Treffer zurückprallen lässt. Es bietet je einen Werkzeugplatz jeder Farbe, und eine volle Bindung stellt damit drei Masken wieder her.",
    tips: "Lerne früh den Winkel des diagonalen Abwärtsstichs, denn das Timing zum Abprallen unterscheidet sich bei diesem Wappen vom geraden Abprallen im ersten Hollow Knight. Eva kann das Wappen zweimal verbessern, und die verbesserte Version baut einen wachsenden Bonus auf den Schaden deiner Nähnadel auf, solange du nicht getroffen wirst. Guides beziffern diesen Bonus auf bis zu 25 Prozent nach der ersten und 40 Prozent nach der zweiten Verbesserung, doch jeder erlittene Treffer setzt ihn zurück. Da der Bonus nur Angriffe mit der Nähnadel verstärkt, lohnt er sich am meisten, wenn du aggressiv spielst und dich weniger auf Werkzeuge und Seidenfertigkeiten verlässt.",
    location: "Ab Spielbeginn angelegt. Seine Verbesserungen gibt es bei Eva im Webnest Atla, das man durch das Tor am äußersten rechten Rand der Moosgrotte erreicht, sobald du an deinen anderen Wappen genug Plätze freigeschaltet hast.",
  },
  "reaper-crest": {
    description: "Das Schnitter-Wappen tauscht Tempo gegen Reichweite: Seine Hiebe sind langsam und wuchtig, und sein Abwärtsangriff fegt in einem weiten Bogen unter Hornet hindurch. Es wird in einer Kapelle in Graumoor aufbewahrt. Seine Besonderheit dreht sich um Seide, was Spielern liegt, die oft heilen und Fertigkeiten einsetzen.",
    tips: "Nachdem du dich gebunden hast, schlagen deine Treffer etwa zehn Sekunden lang Seidenfragmente los; sammle drei davon ein, und du erhältst einen Faden Seide zurück. Diese Fragmente kommen zu der Seide hinzu, die du ohnehin durch Treffer gewinnst, lass also direkt auf eine Bindung eine Angriffsserie folgen, um das Beste herauszuholen. Der weite Abwärtsbogen macht das Abprallen von kleinen oder schnellen Zielen nachsichtiger als mit dem Jäger-Wappen. Gib dir Raum, um einen Hieb zu Ende zu führen, denn das langsamere Ausholen macht dich gegen schnelle Gegner verwundbar.",
    location: "Kapelle des Schnitters in Graumoor. Die Guides sind sich über den genauen Weg uneins, also such an den Rändern von Graumoor nach dem Eingang der Kapelle.",
  },
  "wanderer-crest": {
    description: "Das Wanderer-Wappen gibt Hornet eine Reihe schneller Angriffe mit kurzer Reichweite, die sich ähnlich anfühlen wie der Nagel des Ritters im ersten Hollow Knight, einschließlich des vertrauten Abpralls gerade nach unten. Dazu kommen ein Hieb im Laufen und ein schneller Stoßangriff. Es ruht in einer eigenen Kapelle in den Wurmwegen, hinter einer verschlossenen Tür.",
    tips: "Wähle dieses Wappen, wenn du lieber nah dranbleibst und viele kleine, schnelle Treffer austauschst statt weniger schwerer. Der Abprall gerade nach unten ist leichter zu kontrollieren als der diagonale Stich des Jäger-Wappens, was bei kniffligem Plattforming und bei Bossen hilft, von denen du immer wieder abprallen willst. Denk an die kurze Reichweite: Rein, zuschlagen und wieder raus, bevor Gegner antworten. Um die Kapelle zu öffnen, brauchst du einen Einfachen Schlüssel, fang also früh an, Rosenkranzperlen zu sparen.",
    location: "Kapelle des Wanderers in den Wurmwegen. Für die Tür ist ein Einfacher Schlüssel nötig, den Pebb in Knochengrund für 500 Rosenkranzperlen verkauft.",
  },
  "beast-crest": {
    description: "Das Bestien-Wappen macht Hornet zur Raufboldin: Wer sich damit bindet, gerät in Raserei, und währenddessen stellen ihre Treffer Gesundheit wieder her. Es wartet in der Kapelle der Bestie in der Jägermark, bewacht von der Wilden Biestfliege. Das Wappen hat zwei rote Werkzeugplätze und passt daher zu offensiven Builds.",
    tips: "Sieh die Raserei als zweite Chance, nicht als Notheilung: Binde dich, wenn ein Gegner in Reichweite ist, damit du dich zurück zu Gesundheit schlagen kannst. Bring offensive rote Werkzeuge mit, um die beiden roten Plätze zu füllen. Beachte vor dem Kampf gegen die Biestfliege, dass ihre Angriffe jeweils zwei Masken kosten, spiel also vorsichtig, bis du ihre Muster kennst. Öffne unterwegs die Abkürzung per Hebel, damit deine Wege zurück zur Arena kurz bleiben.",
    location: "Kapelle der Bestie in der Jägermark. Um die Kapelle zu erreichen, braucht man den Schwebeumhang; besiege darin die Wilde Biestfliege, um das Wappen zu erhalten.",
  },
  "architect-crest": {
    description: "Das Architekten-Wappen verwandelt Hornets Nähnadel in eine rotierende, bohrerartige Schraube und ist auf Werkzeuge statt auf Seidenfertigkeiten ausgelegt. Es bietet mehr Werkzeugplätze als die meisten Wappen, aber keinen Platz für eine Seidenfertigkeit. Es wird in der Kapelle des Architekten im Unterwerk aufbewahrt, einem Gebiet aus Akt 2.",
    tips: "Dieses Wappen glänzt, wenn du dich auf rote Werkzeuge stützt, denn seine besondere Bindung kann deine Werkzeuge ohne Umweg über eine Bank auffüllen. Belege die zusätzlichen Plätze mit Werkzeugen, die du wirklich oft einsetzt, da du dafür auf eine Seidenfertigkeit verzichtest. Nimm Panzersplitter mit, denn ein werkzeuglastiger Build verbraucht sie schnell.",
    location: "Kapelle des Architekten im Unterwerk, nördlich der Werkstatt des Zwölften Architekten. Die Tür öffnet sich mit dem Architektenschlüssel.",
  },
  "witch-crest": {
    description: "Das Hexen-Wappen gibt es am Ende einer Questreihe der späten Spielphase, und es verleiht Hornet peitschenartige Hiebe, die Gegnern Lebenskraft entziehen. Es hat zwei rote und drei blaue Werkzeugplätze. Die Quest, die dorthin führt, beginnt mit der Verdrehten Knospe in Gallwasser und schickt dich kreuz und quer durch Pharloom.",
    tips: "Nutze die drei blauen Plätze für Verteidigungswerkzeuge, die zum Lebensentzug des Wappens passen. Bevor du die Quest beginnst, empfehlen Guides, die Greifschnur zu besitzen und den Wunsch Ritual der Pollipen erledigt zu haben. Halte etwa 260 Rosenkranzperlen bereit, denn in einem Schritt der Kette musst du für eine Zutat bezahlen.",
    location: "Belohnung einer späten Quest, die mit der Verdrehten Knospe in Gallwasser beginnt und über Schalenwald nach Graumoor führt, wo Yarnaby hilft, die Heilung abzuschließen.",
  },
  "shaman-crest": {
    description: "Das Schamanen-Wappen ist ein Wappen aus Akt 3 für Spieler, die ihren Build um Seidenfertigkeiten herum aufbauen. Statt farbiger Werkzeugplätze beginnt es mit drei Plätzen für Seidenfertigkeiten, und seine Hiebe senden Energiewellen aus. Außerdem verstärkt es Hornets Nadelstreich.",
    tips: "Lege deine liebsten Seidenfertigkeiten in alle drei Plätze und halte deine Seidenspule voll, denn das Wappen zahlt sich nur aus, wenn du sie oft einsetzt. Guides weisen darauf hin, dass später zwei blaue Plätze hinzukommen können, plane deine Erinnerungsmedaillons also entsprechend. Mit den ausgesandten Hiebwellen triffst du aus größerer Entfernung als mit anderen Wappen, was gegen gefährliche Nahkampfgegner hilft. Da es so spät kommt, betrachte es als Build für die Bosse von Akt 3, nicht als allgemeine Verbesserung.",
    location: "Nur in Akt 3: die Ruinierte Kapelle bei Knochengrund. Um sie zu erreichen, brauchst du Seidenaufschwung.",
  },
  "straight-pin": {
    description: "Die Gerade Nadel ist ein einfaches rotes Werkzeug: Hornet wirft nadelartige Stifte in gerader Linie. Es gibt ihr einen Fernangriff, der keine Seide kostet; nachgefüllt wird es stattdessen mit Panzersplittern. Nadeln kommen auch in Loddies Spiel im Tal der Knochen vor.",
    tips: "Setz die Nadeln ein, um Gegner zu erledigen, die du nicht sicher erreichst, etwa Flieger oder Feinde jenseits einer Lücke. Da sie keine Seide kosten, kannst du deine Spule fürs Binden aufsparen. Wirf sie in Salven, während sich ein Boss erholt, statt sie mitten in seinen Angriffen zu verschwenden. Aufgefüllt werden sie beim Rasten an einer Bank, was Panzersplitter kostet.",
    location: "",
  },
  "threefold-pin": {
    description: "Die Dreifach-Nadel wirft drei Nadeln auf einmal in einem Fächer statt eines einzelnen geraden Schusses. Der Nadelfächer deckt einen größeren Bereich ab als die Gerade Nadel, was sie gegen fliegende Gegner nützlich macht.",
    tips: "Wirf sie auf Flieger oder sprunghaft bewegte Gegner, denn der Fächer trifft eher als eine einzelne Nadel. Kombiniere sie mit einem Wappen, das freie rote Plätze hat, um daneben eine Option für gerade Würfe zu behalten. Wie andere rote Werkzeuge wird sie beim Rasten an einer Bank mit Panzersplittern aufgefüllt.",
    location: "",
  },
  "sting-shard": {
    description: "Der Stachelsplitter ist ein rotes Fallenwerkzeug, das die Schmiedetochter im Tiefenkai verkauft. Hornet platziert ihn, und er verletzt Gegner, die ihm nahe kommen. Händler-Guides zählen ihn zu den nützlichsten frühen Werkzeugkäufen.",
    tips: "Leg ihn dorthin, wo ein Gegner gleich landen oder entlanglaufen wird, statt direkt auf ihn. Guides empfehlen ihn gegen Bosse, die immer wieder an dieselben Stellen zurückkehren, etwa die Witwe und Lace. Auch gegen Massen wie Leerenmassen ist er praktisch. Platziere ihn nach Möglichkeit, bevor die Action beginnt, und konzentriere dich dann aufs Ausweichen.",
    location: "Wird von der Schmiedetochter im Tiefenkai verkauft.",
  },
  tacks: {
    description: "Reißzwecken sind ein rotes Werkzeug, das spitze Zwecken auf dem Boden verstreut, die Gegner verletzen, wenn sie darüberlaufen. Es funktioniert als Bodenfalle, nicht als Geschoss.",
    tips: "Verstreue die Reißzwecken auf dem Weg, den ein Gegner oder Boss am Boden immer wieder nimmt, und halte dich dann von ihm fern, während die Falle die Arbeit macht. Guides schlagen sie für den Kampf gegen die Witwe vor. Gegen Flieger bewirken sie wenig, tausch sie also in Luftkämpfen gegen ein Fernkampfwerkzeug.",
    location: "",
  },
  flintslate: {
    description: "Der Feuerwetzstein ist ein rotes Werkzeug aus dem Tiefenkai, das Hornets Angriffen Feuerschaden hinzufügt. Anders als Wurfwerkzeuge verstärkt er die Nähnadel selbst, statt ein Geschoss abzufeuern.",
    tips: "Heb ihn dir für Bosse und zähere Gegner auf, bei denen der zusätzliche Feuerschaden am meisten zählt. Er passt gut zu schnellen Wappen, die in kurzer Zeit viele Treffer landen. Prüf vor langen Streifzügen deine Panzersplitter, da das Auffüllen von Werkzeugen an einer Bank sie verbraucht.",
    location: "Im Tiefenkai zu finden.",
  },
  curveclaw: {
    description: "Die Kurvenkralle ist eine gebogene Wurfkralle, die ein versteckter Händler in der Jägermark verkauft. Später lässt sie sich zur Kurvensichel verbessern.",
    tips: "Kauf sie, solange der Gefleckte Skarr noch lebt, denn er stirbt einige Zeit nach Beginn von Akt 2. Verpasst du ihn, liegt laut Guides bei seinem Leichnam noch eine Kurvenkralle, die du aufheben kannst. Nimm genug Rosenkranzperlen mit, wenn du ihn besuchst, denn er verkauft auch die Gebrochene Maske.",
    location: "Wird vom Gefleckten Skarr für 140 Rosenkranzperlen in einem versteckten Raum im oberen Teil der Jägermark verkauft; man erreicht ihn, indem man mit dem Schwebeumhang einen Aufwind hinaufreitet und links durch einen geheimen Durchgang schlüpft.",
  },
  silkshot: {
    description: "Der Seidenschuss ist ein rotes Werkzeug, das Seidenfäden als Fernangriff verschießt. Checklisten zur Komplettierung zählen drei Versionen davon: Seidenschuss I, II und III.",
    tips: "Setz ihn ein, um Gegner zu treffen, die du mit der Nähnadel nicht sicher erreichst. Such alle drei Versionen, wenn du die volle Komplettierung anstrebst.",
    location: "",
  },
  "delvers-drill": {
    description: "Der Forschungsbohrer ist ein rotes Werkzeug aus dem Unterwerk, den industriellen Tiefen, die Hornet in Akt 2 erkundet. Er liegt gleich abseits der Route, die Hornet nach ihrer Ankunft dort nimmt, am Ende eines gefährlichen Seitengangs.",
    tips: "Halte kurz nach dem Aufzugsabsturz, der dich ins Unterwerk bringt, nach ihm Ausschau. Der Gang dorthin ist mit Stacheln gesäumt, also bewege dich vorsichtig und raste vorher an einer Bank. Wie andere rote Werkzeuge wird er beim Rasten mit Panzersplittern aufgefüllt, halte also welche in Reserve.",
    location: "Unterwerk: Folge kurz nach dem Aufzugsabsturz einem mit Stacheln gesäumten Gang nach unten, um ihn zu finden.",
  },
  cogfly: {
    description: "Die Räderfliege ist ein rotes Werkzeug, das einen kleinen mechanischen Begleiter aussetzt, der Gegner selbstständig angreift. Sie wird an einer Werkbank in den Hohen Hallen der Zitadelle zusammengebaut.",
    tips: "Lass die Räderfliege los, sobald ein Kampf beginnt, damit sie Schaden austeilt, während du dich aufs Ausweichen konzentrierst. Bring ein Fertigungsmetall mit, wenn du sie holst, denn die Werkbank braucht eines. Mit der Greifschnur ist der Weg zur Werkbank viel leichter.",
    location: "Wird an einer Werkbank in den Hohen Hallen für ein Fertigungsmetall hergestellt; der Weg führt von den Chorkammern aus nach oben.",
  },
  "snare-setter": {
    description: "Der Schlingensetzer ist ein rotes Werkzeug, das in einer Kammer der Weberinnen hinter dem Tor der Weberinnen in der Moosgrotte aufbewahrt wird. Er spielt eine Rolle im Wunsch Seide und Seele, der den Weg zu Akt 3 öffnet, und zählt nicht zur 100-Prozent-Komplettierung.",
    tips: "Heb ihn auf, bevor du die Voraussetzungen für Akt 3 angehst, denn der Wunsch Seide und Seele verlangt ihn. Da er nicht zur Komplettierung zählt, kannst du ihn ignorieren, wenn du nur die Prozentzahl jagst. Markiere den Raum auf deiner Karte, damit du ihn wiederfindest, wenn der Wunsch ansteht.",
    location: "Ein Raum im Webnest, den man durch das Tor der Weberinnen in der Moosgrotte erreicht.",
  },
  "rosary-cannon": {
    description: "Die Rosenkranz-Kanone ist ein rotes Schnellfeuerwerkzeug, das wie ein Gatling-Geschütz Rosenkranzperlen auf Gegner schießt. Sie verbirgt sich in einer geheimen Schatzkammer in den Hohen Hallen und gibt buchstäblich dein Geld als Munition aus.",
    tips: "Sie kann bis zu 80 Schüsse pro Ladung abfeuern, was Bosse schnell zerlegt. Das Nachladen an einer Bank verbraucht Rosenkranzperlen, hol sie also nur heraus, wenn dein Geldbeutel es hergibt. Setz sie ein, um die letzte Phase eines Bosses wegzuschmelzen, statt sie auf jeden Gegner abzufeuern.",
    location: "Geheime Schatzkammer in den Hohen Hallen, hinter einer verschlossenen Tür, die sich mit einem Einfachen Schlüssel öffnet.",
  },
  conchcutter: {
    description: "Mit dem Muschelschneider kann Hornet dasselbe abprallende Geschoss werfen, das die Muschelfliegen benutzen. Er ist die Belohnung für den Sieg über die Zornige Muschelfliege in den oberen Sanden von Karak.",
    tips: "Das Geschoss prallt an Wänden ab, ziele also auf Flächen nahe deinem Ziel statt direkt darauf. Spieler finden es schwer zu zielen, also übe in einem sicheren Raum, bevor du dich in einem Bosskampf darauf verlässt. Am besten wirkt es in geschlossenen Arenen, in denen die Abpraller irgendwohin können.",
    location: "Besiege die Zornige Muschelfliege in den oberen Sanden von Karak. Ein gelber Stein am Grund einer Stachelschlucht hebt dich in dieses Gebiet.",
  },
  "druids-eye": {
    description: "Das Druidenauge ist ein blaues Werkzeug, das der Moosdruide in Moosheim als Belohnung für den Wunsch Beerenernte vergibt. Guides beschreiben es als Werkzeug, das Seide nachliefert und so das Heilen unterstützt. Später lässt es sich zu den Druidenaugen verbessern.",
    tips: "Nimm den Wunsch früh an, denn er gehört zu den ersten Wünschen, die du erfüllen kannst. Leg es an, wenn es dir schwerfällt, genug Seide fürs Binden zu behalten. Denk daran, später für die verbesserte Version wiederzukommen.",
    location: "Bring drei Moosbeeren zum Moosdruiden im oberen Teil von Moosheim in der Moosgrotte, um den Wunsch Beerenernte zu erfüllen.",
  },
  "magma-bell": {
    description: "Die Magmaglocke ist ein blaues Werkzeug, das den Schaden verringert, den Hornet durch Flammen und Magma erleidet. Die Schmiedetochter im Tiefenkai verkauft sie.",
    tips: "Leg sie für den Letzten Richter an, dessen zweite Phase die Arena mit Feuer flutet. Auch im Kampf gegen den Vater der Flamme lohnt sie sich. Bring zusätzlich zu den Rosenkranzperlen ein Fertigungsmetall mit, denn die Schmiedetochter verlangt beides.",
    location: "Wird von der Schmiedetochter im Tiefenkai für etwa 110 Rosenkranzperlen plus ein Fertigungsmetall verkauft.",
  },
  "warding-bell": {
    description: "Die Abwehrglocke ist ein blaues Werkzeug, das Hornet beim Binden abschirmt und sie während der Heilung vor einem Treffer schützt. Guides führen sie oft unter den besten blauen Verteidigungswerkzeugen.",
    tips: "Trag sie, wenn Gegner dein Binden ständig unterbrechen. Sie lässt dich in riskanteren Momenten heilen, trotzdem solltest du nach Lücken in den Angriffen eines Gegners suchen. Guides beschreiben, dass sie einmal pro Begegnung Schaden abblockt, verlass dich also nicht zweimal hintereinander darauf.",
    location: "",
  },
  "pollip-pouch": {
    description: "Die Pollip-Tasche ist ein blaues Werkzeug, das Hornets Werkzeuge verstärkt; Guides bringen sie mit Gifteffekten in Verbindung. Am meisten zählt sie in Builds, die sich auf rote Werkzeuge stützen.",
    tips: "Nutze sie in werkzeuglastigen Builds, in denen deine roten Werkzeuge den Großteil des Schadens machen. Guides empfehlen sie für den Kampf gegen die Witwe, damit Werkzeuge härter treffen. Spieler kombinieren sie außerdem mit Flohgebräu, um eine Giftwolke zu erzeugen.",
    location: "",
  },
  "fractured-mask": {
    description: "Die Gebrochene Maske ist ein blaues Werkzeug, das einen schweren Treffer abfängt und dann zerbricht. Sie wird automatisch repariert, wenn Hornet an einer Bank rastet. Ein versteckter Händler in der Jägermark verkauft sie, und man kann sie verpassen.",
    tips: "Betrachte sie als zusätzliches Leben für jeden Ausflug weg von einer Bank, ideal für lange Rückwege und schwere Bosse. Ist sie zersprungen, raste an einer Bank, um sie vor dem nächsten Versuch zu reparieren. Kauf sie in Akt 1: Der Gefleckte Skarr stirbt nach Beginn von Akt 2, und laut Guides bleibt die Maske nicht bei seinem Leichnam zurück.",
    location: "Wird vom Gefleckten Skarr für 260 Rosenkranzperlen in einem versteckten Raum im oberen Teil der Jägermark verkauft. Reite mit dem Schwebeumhang den Aufwind hinauf, betritt den scheinbar leeren Raum auf der linken Seite und dringe durch den geheimen Durchgang an dessen linker Wand vor.",
  },
  "sawtooth-circlet": {
    description: "Der Sägezahn-Reif ist ein blaues Werkzeug: ein Ring gezackter Klingen an Hornets Umhang, der sich dreht und nahe Gegner verletzt, sobald sich der Umhang bauscht, etwa bei einem Doppelsprung oder beim Gleiten. Der Zwölfte Architekt im Unterwerk verkauft ihn.",
    tips: "Mach einen Doppelsprung oder gleite durch Gegnergruppen, um sie zu schneiden, ohne die Nähnadel zu schwingen. Sein Schaden steigt mit deinen Werkzeugverbesserungen. Sorg dafür, dass du ein Fertigungsmetall besitzt, bevor du dich auf den Weg machst, denn ohne eines verkauft ihn der Zwölfte Architekt nicht.",
    location: "Wird vom Zwölften Architekten im Unterwerk für 230 Rosenkranzperlen und ein Fertigungsmetall verkauft; die Werkstatt liegt über dem Kessel, und um sie zu erreichen, braucht man die Greifschnur.",
  },
  "claw-mirror": {
    description: "Der Krallenspiegel ist ein blaues Werkzeug, das man für den Sieg über Trobbio erhält, den Boss, der auf seiner eigenen Bühne auftritt. Es gibt außerdem eine verbesserte Version, die im Deutschen ebenfalls Krallenspiegel heißt.",
    tips: "Trobbio hat etwa 700 Lebenspunkte, bring also deine stärkste Ausrüstung mit. Lies nach dem Kampf die Beschreibung des Werkzeugs, um zu entscheiden, zu welchem Wappen es am besten passt. Halte später nach der verbesserten Version Ausschau.",
    location: "Belohnung für den Sieg über Trobbio auf seiner Bühne.",
  },
  "wispfire-lantern": {
    description: "Die Irrwisch-Laterne ist ein blaues Werkzeug, das immer wieder kleine Feuerbälle beschwört, die Gegner von selbst verfolgen. Der Preis ist ein stetiger Abfluss von Hornets Seide. Sie ist die Belohnung für den Sieg über den Vater der Flamme im Irrwisch-Dickicht.",
    tips: "Leg sie für volle Räume und wendige fliegende Gegner an, wo dir das zielsuchende Feuer viel Arbeit abnimmt. Nimm sie vor schwierigem Plattforming oder Bosskämpfen ab, bei denen du jeden Faden Seide fürs Binden brauchst. Die Feuerbälle können beim Klettern auch Objekte treffen, die du eigentlich benutzen wolltest. Im Kampf gegen den Vater der Flamme ist Heilen nicht möglich, geh also mit voller Gesundheit hinein.",
    location: "Besiege den Vater der Flamme am äußersten westlichen Ende des Irrwisch-Dickichts, eines verborgenen Gebiets über den Türmen des Übergangshauses in Graumoor, für das man den Feidaunen-Umhang braucht.",
  },
  "reserve-bind": {
    description: "Die Reservebinde ist ein blaues Werkzeug aus dem Wunsch Letzte Audienz, der mit einem Duell gegen den Zweiten Wächter in den Hohen Hallen endet. Bis dahin sind mehrere Schritte quer durch die Zitadelle nötig.",
    tips: "Zuerst musst du den Zweiten Wächter wiederherstellen, indem du drei Teile eines Räderherzens sammelst. Das Duell ist optional und anspruchsvoll, verbessere also vorher Nähnadel und Gesundheit. Raste an einer Bank nahe den Hohen Hallen, um deine Rückwege zu verkürzen.",
    location: "Besiege den Zweiten Wächter in den Hohen Hallen am Ende des Wunsches Letzte Audienz.",
  },
  "memory-crystal": {
    description: "Der Erinnerungskristall ist ein blaues Werkzeug vom Feiberg. Wenn Hornet Schaden erleidet, bildet sich eine kristallene Kopie von ihr, die in spitze Stacheln zerspringt, sobald ein Gegner sie berührt.",
    tips: "Er macht aus jedem erlittenen Treffer eine kleine Falle, was zu Kämpfen gegen Gegner passt, die dich in den Nahkampf jagen. Lock Gegner nach einem Treffer zurück über den Kristall. Bring die Greifschnur mit, denn ohne sie kommst du nicht an ihn heran.",
    location: "Feiberg; erfordert die Greifschnur.",
  },
  "wreath-of-purity": {
    description: "Der Kranz der Reinheit ist ein blaues Werkzeug, das Hornet einige Sekunden lang vor den Mistmaden von Gallwasser schützt, sodass sie sich nicht an ihr festsetzen und ihr Gesundheit entziehen. Er liegt im Verseuchten Aquädukt.",
    tips: "Hol ihn vor einem ernsthaften Streifzug durch Gallwasser; er macht den Sumpf weit weniger gnadenlos. Der einfachste Weg führt vom Memorium aus, sobald du den Doppelsprung hast, nicht durch Gallwasser selbst. Sein Schutz hält nur kurz, bleib also im Madenwasser in Bewegung.",
    location: "Verseuchtes Aquädukt, in Akt 2. Geh von der Bank im Memorium nach rechts bis zu einer Sackgasse, klettere durch einen verborgenen Schacht in der Decke und zerbrich die Wand dahinter; der Doppelsprung des Feidaunen-Umhangs ist nötig.",
  },
  "volt-filament": {
    description: "Die Voltfaser ist ein blaues Werkzeug, das Hornets Seidenfertigkeiten härter treffen lässt und ihnen einen elektrischen Effekt verleiht. Sie ist die Belohnung für den Sieg über den Voltvyrm im Voltnest in den Sanden von Karak.",
    tips: "Leg sie in Builds an, die oft Seidenfertigkeiten einsetzen. Die elektrischen Treffer des Voltvyrm kosten zwei Masken, stell dich also auf einen vorsichtigen Kampf ein. Für das Voltnest braucht man Seidenaufschwung, plane es also für spät im Spiel ein.",
    location: "Besiege den Voltvyrm im Voltnest in den Sanden von Karak; um ihn zu erreichen, braucht man Seidenaufschwung.",
  },
  compass: {
    description: "Der Kompass ist ein gelbes Werkzeug, das Hornets aktuelle Position auf der Karte markiert. Shakra, die Kartografin, verkauft ihn, und zum ersten Mal begegnet man ihr im Tal der Knochen.",
    tips: "Kauf ihn früh: Pharloom ist groß, und zu sehen, wo du stehst, erspart viel Umherirren. Er belegt allerdings einen gelben Platz, tausch ihn also aus, sobald du ein Gebiet gut kennst. Manche Spieler mögen selbst spät im Spiel nicht auf ihn verzichten, entscheide also selbst, ob dir der Platz das wert ist.",
    location: "Wird von Shakra verkauft, der man zum ersten Mal im Tal der Knochen begegnet.",
  },
  "shard-pendant": {
    description: "Der Splitteranhänger ist ein gelbes Werkzeug, durch das besiegte Gegner mehr Panzersplitter fallen lassen. Er ist im Tal der Knochen zu finden.",
    tips: "Trag ihn beim Farmen, denn mit Panzersplittern bezahlst du das Auffüllen deiner Werkzeuge an Bänken. Am nützlichsten ist er in werkzeuglastigen Builds, die Splitter schnell verbrauchen. Tausch ihn gegen ein anderes gelbes Werkzeug, sobald dein Splittervorrat bequem reicht.",
    location: "Im Tal der Knochen zu finden.",
  },
  "magnetite-brooch": {
    description: "Die Magnetit-Brosche ist ein gelbes Werkzeug, das nahe Rosenkranzperlen zu Hornet zieht, damit sie nicht jeder Perle hinterherjagen muss. Guides zählen sie zu den nützlichsten gelben Werkzeugen zum Sammeln von Geld.",
    tips: "Leg sie beim Farmen von Rosenkranzperlen an, damit Münzen, die an ungünstigen Stellen liegen, zu dir kommen. Am meisten hilft sie in hektischen Räumen, in denen Perlen über Vorsprünge und Stacheln verstreut werden. Da Rosenkranzperlen beim Tod fallen gelassen werden, bleibt weniger liegen, wenn du sie schnell aufsammelst.",
    location: "",
  },
  "magnetite-dice": {
    description: "Die Magnetit-Würfel sind ein gelbes Werkzeug, das man in einem Würfelspiel gegen Lumble, den Glückskäfer, auf den Windgepeitschten Stufen gewinnt. Ihre Beschreibung verspricht ihrem Träger Glück.",
    tips: "Jede Runde von Lumbles Spiel kostet 4 Rosenkranzperlen, nimm also zusätzliche Perlen mit, falls du ein paar Runden verlierst. Spiel weiter, bis du die Würfel gewinnst. Raste vorher an der nahen Bank beim Glockenweg, damit dich kein verirrter Gegner deine Rosenkranzperlen kostet.",
    location: "Gewinne Lumbles Würfelspiel nahe der Bank beim Glockenweg auf den Windgepeitschten Stufen.",
  },
  rosaries: {
    description: "Rosenkranzperlen sind die Hauptwährung von Pharloom, die Perlen, die das Geo aus dem ersten Spiel ersetzen. Einzelne Perlen sind eins wert, die größeren Panzerperlen und Echtperlen fünf und fünfzehn. Du gibst sie für Waren in Läden, Karten, Bänke mit Gebühr und Glockenweg-Stationen aus, sie zählen also von der ersten Stunde an.",
    tips: "Lose Rosenkranzperlen fallen, wenn Hornet stirbt; kehr zu ihrem Kokon zurück, um sie zurückzuholen, denn ein zweiter Tod, bevor du dort bist, löscht sie endgültig. Gegner zu besiegen ist die verlässlichste Einnahmequelle, säubere also Räume auf deinem Weg, statt an allem vorbeizulaufen. Mach aus überzähligen Perlen vor einem riskanten Kampf eine Rosenkranzschnur, damit sie sicher sind. Schlag auf die Perlenschnüre, die von Decken hängen oder über Statuen drapiert sind, und such in Ecken nach versteckten Vorräten.",
    location: "Fallen von vielen Gegnern, lösen sich von hängenden Perlenschnüren und Rosenkranz-Statuen, liegen in Truhen und Verstecken und werden als Belohnung für manche Wünsche vergeben.",
  },
  "shell-shards": {
    description: "Panzersplitter sind Hornets zweite Währung, die kleinen silbernen Bruchstücke, die aus besiegten Gegnern fliegen. Ihre Hauptaufgabe ist es, die Ladungen deiner angelegten Werkzeuge bei jeder Rast an einer Bank aufzufüllen. Einige Wünsche bitten dich außerdem, sie zu spenden, etwa Knochengrund-Reparaturen, der 200 verlangt.",
    tips: "Halte Ausschau nach allem mit glänzend silberner Oberfläche, etwa funkelnden Felsen oder mit Splittern besetzten Seilen, denn ein Schlag darauf setzt eine Handvoll frei. Du kannst nur eine begrenzte Menge tragen, verbessere also die Werkzeugtasche, sobald du dich auf Werkzeuge stützt. Das Werkzeug Splitteranhänger aus dem Tal der Knochen erhöht, wie viele Splitter Gegner hergeben. Prüf deinen Vorrat vor einem langen Rückweg zu einem Boss, damit sich deine Werkzeugladungen an der Bank auffüllen.",
    location: "Fallen bei fast jedem Gegner und lösen sich aus Splittervorkommen überall in Pharloom; die Tragegrenze wächst mit der Werkzeugtasche.",
  },
  silkspear: {
    description: "Der Seidenspeer ist eine frühe Seidenfertigkeit, ein von Seide angetriebener Fernangriff, den Hornet in den ersten Stunden von Akt 1 erlernt. Das Spiel nutzt ihn auch als Schlüssel: Die Glockenbestie schläft eingehüllt in Seide, die nur der Seidenspeer durchtrennen kann.",
    tips: "Mach einen Abstecher nach Moosheim, bevor du zur Arena der Glockenbestie gehst, denn ohne ihn kannst du die Bestie nicht wecken. In diesem Kampf und später gegen die Witwe lässt dich der Seidenspeer aus sicherer Entfernung Schaden machen, statt Schläge im Nahkampf auszutauschen. Wie jede Seidenfertigkeit verbraucht er Seide, achte also darauf, dass dir genug bleibt, um dich zu binden, wenn du heilen musst.",
    location: "Wird in Moosheim erlernt, das man erreicht, indem man an der Gabelung nahe Shakra im oberen Tal der Knochen links abbiegt, noch vor dem Kampf gegen die Glockenbestie.",
  },
  "silk-heart": {
    description: "Seidenherzen sind seltene Verbesserungen, die von selbst einen Abschnitt Seide wiederherstellen, sobald deine Spule leer ist. Es gibt nur drei im Spiel, daher hilft jedes spürbar in langen Kämpfen, in denen Treffer schwer zu landen sind. Das erste stammt von der Glockenbestie, dem Boss, der auch das Schnellreisenetz der Glockenwege öffnet.",
    tips: "Besiege die Glockenbestie im Tal der Knochen und berühre dann die Seidenkugel, die sie hinterlässt, um ein Reich der Seide zu betreten, dessen Plattformen unter dir zerbröckeln. Klettere schnell weiter, schlag auf den Hebel am festen Vorsprung, um ihn anzuheben, und schnapp dir das Herz oben. Das zweite Herz liegt in der Weißstation und erfordert den Weißen Schlüssel, die Greifschnur und den Chirurgenschlüssel, mit einem Bosskampf unterwegs. Kombiniere die Herzen mit seidenhungrigen Wappen und Fertigkeiten, denn du bekommst Seide zurück, ohne Treffer landen zu müssen.",
    location: "Erstes: Belohnung für den Sieg über die Glockenbestie am oberen Ende des Tals der Knochen. Zweites: Weißstation in der Zitadelle, hinter der Tür des Chirurgenschlüssels.",
  },
  quill: {
    description: "Mit dem Federkiel kann Hornet ihren eigenen Fortschritt in die gekauften Gebietskarten einzeichnen und bei jeder Rast die Räume ergänzen, durch die sie gegangen ist. Ohne ihn siehst du nur den groben Umriss jedes Gebiets. Shakra, die Kartenverkäuferin, bietet ihn gleich zu Beginn der Reise an.",
    tips: "Kauf ihn früh zusammen mit den ersten Karten; er ist eine der besten Verwendungen für deine ersten Rosenkranzperlen. Denk daran, dass sich die Karte nur beim Rasten aktualisiert, setz dich in einem neuen Gebiet also oft auf Bänke. Lässt du ihn hartnäckig aus, gibt dir das Spiel in Akt 2 einen roten Federkiel vom Schreibtisch des Bosses Trobbio, in Akt 3 einen violetten. Diese Varianten ändern nur das Symbol, das Auslassen des Federkiels ist also eine Herausforderung aus Eitelkeit, keine Abkürzung.",
    location: "Wird von Shakra, der Kartenverkäuferin, verkauft, deren erster Standort im Tal der Knochen liegt. Rote und violette Versionen warten an Trobbios Schreibtisch auf Spieler, die nie einen gekauft haben.",
  },
  "rosary-string": {
    description: "Eine Rosenkranzschnur ist ein Bündel zusammengebundener Perlen, die nicht verloren gehen können. Aufgefädelte Perlen bleiben in deinem Inventar, selbst wenn Hornet stirbt. Kaufen kannst du eine in Knochengrund, der ersten Stadt der Reise.",
    tips: "Pebbs Laden in Knochengrund fädelt Perlen für dich auf: Du zahlst 80 Rosenkranzperlen und erhältst eine Schnur im Wert von 60. 20 Perlen zu verlieren ist billiger, als nach einem unglücklichen Tod den ganzen Geldbeutel einzubüßen, fädle deine Ersparnisse also vor einem harten Boss oder einem gefährlichen Gebiet auf. Aufgefädelte Perlen kannst du erst ausgeben, wenn du die Schnur in deinem Inventar zerreißt. Schnüre tauchen auch als Beute beim Erkunden und als Belohnung für manche Quests auf.",
    location: "Wird in Pebbs Laden in Knochengrund gekauft und als Beute in der Welt gefunden.",
  },
  "frayed-rosary-string": {
    description: "Die Ausgefranste Rosenkranzschnur ist die kleinste der fünf Perlenschnüre und 30 Rosenkranzperlen wert. Wie die anderen Schnüre schützt sie ihre Perlen, wenn Hornet stirbt. Meist findet man sie in der Welt, statt sie zu kaufen.",
    tips: "Zerreiß sie nicht sofort; behalte sie als Sicherheitsreserve und öffne sie erst, wenn du vor einem Laden stehst. Eine der ersten steckt im Gang direkt über Flohmeister Mooshka im Tal der Knochen. Abgenutzte Schnüre tauchen auch in anderen Gebieten an geheimen Stellen auf, schlag also auf verdächtige Wände.",
    location: "An versteckten Stellen zu finden, zum Beispiel im Gang über Flohmeister Mooshka im Tal der Knochen.",
  },
  "simple-key": {
    description: "Einfache Schlüssel sind Einwegschlüssel, die die schlichten Schlösser überall in Pharloom öffnen. Es gibt vier Schlüssel und vier passende Schlösser, und sie führen meist zu optionalen Räumen. Der erste ist früh in Knochengrund zu kaufen.",
    tips: "Jeder Schlüssel wird beim Öffnen eines Schlosses verbraucht, wähle also, wo du sie einsetzt. Ein Schloss liegt im Tiefenkai jenseits einer Lavalücke, für die du Flinkschritt brauchst; es ist optional, ein Schlüssel dort kann die Geschichte also nicht blockieren. Der Schlüssel in Knochengrund kostet 500 Rosenkranzperlen, was früh im Spiel happig ist, und einen weiteren lässt ein Gegner auf der Sündenstraße fallen. Wenn dir Perlen fehlen, warte, bis du weißt, welche Tür du willst.",
    location: "Einer wird in Knochengrund für 500 Rosenkranzperlen verkauft, einen weiteren lässt ein Gegner auf der Sündenstraße fallen, die übrigen sind in Pharloom versteckt.",
  },
  "mask-shard": {
    description: "Maskenscherben erhöhen Hornets Gesundheit: Je vier Scherben ergeben eine neue Maske. Insgesamt gibt es 20 Scherben, was fünf zusätzlichen Masken entspricht. Die meisten verbergen sich in geheimen Räumen oder hinter Fähigkeitsprüfungen, und einige sind Belohnungen für Wünsche.",
    tips: "Fang mit der Scherbe an, die in Knochengrund für etwa 300 Rosenkranzperlen zu kaufen ist. Zu den frühen kostenlosen gehören ein versteckter Raum mit Becken in den Wurmwegen (mit Flinkschritt erreichbar), eine rissige Wand hoch oben in Schalenwald nahe Shakra und ein Rätsel über der Näherin in den Weiten Feldern, für das man den Schwebeumhang braucht. Auch die Wünsche in Glockenherz zahlen in Scherben aus, darunter Jagden auf zähe optionale Gegner. Hol dir die frühen, bevor du die schwereren Bosse von Akt 1 angehst.",
    location: "Über ganz Pharloom verteilt: eine zum Kauf in Knochengrund, andere in den Wurmwegen, in Schalenwald, in den Weiten Feldern und darüber hinaus, dazu Belohnungen für Wünsche in Glockenherz.",
  },
  "spool-fragment": {
    description: "Spulenfragmente sind Teile, die Hornets Seidenspule verlängern, die Anzeige, aus der Binden und Seidenfertigkeiten gespeist werden. Die Liste zur Komplettierung zählt 18 davon, und sie machen einen großen Teil der Komplettierungsprozente aus.",
    tips: "Eine längere Spule gibt dir Luft, um zu heilen und trotzdem eine Seidenfertigkeit einzusetzen, diese Fragmente zählen also umso mehr, je mehr du dich auf Seide verlässt. Besuche nach jeder neuen Fähigkeit frühere Gebiete erneut, denn viele Fragmente sind anfangs unerreichbar. Setz eine Kartenmarkierung, wenn du eines entdeckst, an das du noch nicht herankommst.",
    location: "Über ganz Pharloom verstreut.",
  },
  "swift-step": {
    description: "Flinkschritt ist Hornets Dash, und wer die Taste gedrückt hält, verwandelt ihn in einen Sprint. Er funktioniert am Boden und in der Luft und öffnet viele Wege und Lücken. Du findest ihn früh in Akt 1 im Tiefenkai.",
    tips: "Hol ihn, sobald du den Tiefenkai erreichst; er macht sowohl das Erkunden als auch das Ausweichen vor Bossangriffen viel leichter. Schlag nahe dem oberen Ende des Gebiets auf den orangefarbenen Knoten, der von der Decke hängt, und tritt zurück, bevor er platzt; die Explosion öffnet einen verborgenen Abschnitt, der zur Weberstatue führt. Die Standardbelegung ist R2 oder RT am Controller und C auf der Tastatur. Nutze den Sprint, um lange Korridore beim Zurücklaufen schneller zu durchqueren.",
    location: "Tiefenkai, in einem verborgenen Abschnitt hinter einem explodierenden orangefarbenen Knoten im oberen Teil des Gebiets, an einer Weberstatue.",
  },
  "drifters-cloak": {
    description: "Mit dem Schwebeumhang kann Hornet gleiten, ihren Fall bremsen und auf Aufwinden reiten. Sie erhält ihn von der Näherin, einer früheren Kriegerin, die in einer hängenden Stoffhütte in den Weiten Feldern lebt. Ihn zu holen ist Teil der Hauptroute von Akt 1, und direkt danach folgt der Kampf gegen den Vierten Chorus in den Weiten Feldern.",
    tips: "Sprich mit der Näherin in den Weiten Feldern und erfülle ihren Wunsch, um den Umhang zu verdienen. Er öffnet sofort den Weg zu einer Maskenscherbe über ihrem Raum, wo du hinaufgleitest und explosiven Boden benutzt, um den Weg freizumachen. Später braucht man ihn außerdem für den Feiberg, zusammen mit der Greifschnur. Übe das Gleiten über Stacheln und zwischen Aufwinden, bevor du dich an schwierigeres Plattforming wagst.",
    location: "Wird von der Näherin in den Weiten Feldern als Belohnung für ihren Wunsch vergeben.",
  },
  "thread-storm": {
    description: "Fadensturm ist eine Seidenfertigkeit, die einen Kreis aus Seide um Hornet peitschen lässt und alles in der Nähe trifft. Schadenstests von Spielern ergaben, dass sie die stärkste der sechs Seidenfertigkeiten ist, noch vor Runenzorn, wenn alle Treffer sitzen. Außerdem wird sie früh in Akt 1 freigeschaltet.",
    tips: "Such sie auf der Nordostseite von Graumoor. Ihre gleichmäßige Reichweite rund um Hornet macht sie großartig gegen Gruppen und lässt dich Bossen aus etwas größerer Entfernung schaden als mit einem Hieb der Nähnadel. Kombiniere sie mit dem Schamanen-Wappen und dem Werkzeug Voltfaser, um ihren Schaden noch weiter zu steigern; Speedrunner nutzen genau diese Ausrüstung. Setz sie ein, wenn ein Gegner in deiner Nähe zu einem Angriff ansetzt, nicht ins Leere.",
    location: "Graumoor, auf der Nordostseite des Gebiets.",
  },
  "cling-grip": {
    description: "Mit dem Klammergriff kann sich Hornet an Wände klammern und von ihnen abspringen. Er wird an einer Weberstatue in Schalenwald erlernt, die sich öffnet, sobald Schwester Splitter besiegt ist. Die Witwe in Glockenherz, die Sündenstraße und viele Geheimnisse erfordern ihn.",
    tips: "Besiege Schwester Splitter in Schalenwald und besuche dann die Weberstatue, die sie bewacht hat. Kehre danach in frühere Gebiete zurück und halte nach hohen Schächten und Vorsprüngen Ausschau, die du auslassen musstest. Er ist der Schlüssel, um die Witwe in den Tunneln nördlich von Glockenherz zu erreichen, und die Sündenstraße bleibt dir ohne ihn verschlossen.",
    location: "Weberstatue in Schalenwald, erreichbar nach dem Sieg über Schwester Splitter.",
  },
  needolin: {
    description: "Die Nadoline ist ein Instrument, auf dem Hornet spielt, um der Welt Lieder zu entlocken. Spielt sie es in der Nähe von Figuren, können deren Verse Hintergrundgeschichte enthüllen, und es öffnet Tore, die die Weberinnen geschaffen haben. Sie ist die Belohnung für den Sieg über die Witwe, der auch Glockenherz von seinem Fluch befreit.",
    tips: "Nachdem die Witwe gefallen ist, kehren die Bewohner und Dienste von Glockenherz zurück, darunter Nadelmeister Plinney, nimm dir also Zeit für die Stadt. Geh zurück zu den Toren der Weberinnen, die dir früher aufgefallen sind, zum Beispiel in der Moosgrotte. Probier sie bei neuen Figuren aus, um zusätzliche Verse der Geschichte zu hören. Ganz am Ende ist sie ebenfalls wichtig: Der Weg in Akt 3 endet damit, dass Hornet sie nach dem letzten Kampf auf Aufforderung spielt.",
    location: "Belohnung für den Sieg über die Witwe am unteren Ende der Tunnel nördlich von Glockenherz.",
  },
  "sharpened-needle": {
    description: "Die Geschärfte Nähnadel ist eine von vier Verbesserungen von Hornets Nähnadel, aufgeführt zusammen mit der Glänzenden Nähnadel, der Schwarmstahl-Nähnadel und der Bleichstahl-Nähnadel. Jede Verbesserung erhöht den Schaden der Nähnadel und zählt zur Komplettierung. Verbesserungen der Nähnadel gibt es, sobald Nadelmeister Plinney wieder in Glockenherz ist.",
    tips: "Befreie Glockenherz, indem du die Witwe besiegst, damit Plinneys Dienste verfügbar werden. Rechne damit, dass sich der Zuwachs ungleichmäßig anfühlt: Spieler haben herausgefunden, dass jeder Gegnertyp einen festen Anteil des Nadelschadens erleidet und dass dieser Anteil bei vielen Gegnern sinkt, je besser die Nähnadel wird. Insgesamt triffst du trotzdem härter, aber manche Gegner sterben nicht sofort mit weniger Hieben. Vor den schwereren Bossen von Akt 2 lohnen sich Verbesserungen dennoch.",
    location: "Verbesserungen der Nähnadel übernimmt Nadelmeister Plinney in Glockenherz, nachdem die Witwe besiegt ist.",
  },
  "memory-locket": {
    description: "Erinnerungsmedaillons schalten zusätzliche Werkzeugplätze an Wappen frei und übernehmen damit die Rolle, die im ersten Spiel die Talismankerben hatten. Jedes Medaillon öffnet einen Platz an einem Wappen deiner Wahl. Einige werden in Läden verkauft, die meisten sind aber an geheimen Stellen versteckt.",
    tips: "Setz sie an einer Bank ein, indem du einen der kleinen Punkte neben den größeren Fassungen eines Wappens auswählst. Die Farbe des Punkts bestimmt die Werkzeugart: rot für Waffen, blau für Verteidigung, gelb für Erkundung. Ein Platz gehört für immer zu diesem Wappen und wird nicht auf andere Wappen übertragen, investiere also in das Wappen, das du tatsächlich nutzt. Wer über alle Wappen hinweg genug Plätze freischaltet, erhält von Eva außerdem zusätzliche Plätze im Vestiwappen.",
    location: "In manchen Läden verkauft und an geheimen Stellen überall in Pharloom versteckt.",
  },
  "tool-pouch": {
    description: "Die Werkzeugtasche ist eine Verbesserung, mit der Hornet mehr auf einmal tragen kann. Jede Stufe erhöht sowohl die Obergrenze für Panzersplitter als auch die Zahl der Ladungen ihrer Werkzeuge. Sie zählt zur Komplettierung.",
    tips: "Hol sie dir, sobald du dich in Bosskämpfen auf rote Werkzeuge verlässt, denn mehr Ladungen bedeuten weniger Wege zurück zu einer Bank. Eine höhere Splittergrenze lässt dich außerdem Splitter für Spendenwünsche ansparen. Kombiniere sie mit dem Splitteranhänger, wenn dir die Panzersplitter ständig ausgehen.",
    location: "",
  },
  "key-of-indolent": {
    description: "Der Schlüssel des Trägen ist einer von drei Schlüsseln des Brockens, des Gefängnisses, in das Hornet gebracht werden kann, nachdem ein käfigtragender Flieger sie gefangen hat. Er öffnet die ersten verschlossenen Türen auf dem Weg zu ihrer gestohlenen Ausrüstung. Die anderen beiden sind der Schlüssel des Ketzers und der Schlüssel des Abtrünnigen.",
    tips: "Tritt nach dem Ausbruch aus dem Käfig durch die rissige Decke über der ersten verschlossenen Tür und folge den Tunneln nach unten. Grindle sitzt unten in einer Zelle; der Schlüssel liegt im Raum links davon, bewacht von ein paar Gegnern. Geh durch Grindles Zelle zurück, um eine Bank und die Karte des Brockens zu finden, und benutze den Schlüssel dann an der Tür unter der Bank. Hinter dieser Tür erwartet dich eine Prüfung aus Gegnern und rotierenden Klingen.",
    location: "Der Brocken, in einem Raum links von Grindles Zelle.",
  },
  "white-key": {
    description: "Der Weiße Schlüssel öffnet den Weg in die Weißstation, eine düstere Krankenstation der Zitadelle. Er liegt in der Sangesloge, der kleinen Siedlung, die in Akt 2 vor dem Ersten Schrein entsteht. Die Weißstation birgt nützliche Gegenstände wie das Werkzeug Injektorenband und führt weiter ins Unterwerk und zur Greifschnur.",
    tips: "Läute zuerst die Glocke am Ersten Schrein, damit sich Pilger in der Sangesloge sammeln. Der Schlüssel lehnt in der äußersten Ostecke der Sangesloge an der Wand, hinter dem zentralen Gebäude. Benutze ihn am weiß markierten Aufzug unten in den Chorkammern, um hinab in die Weißstation zu fahren. Schnapp dir bald nach der Ankunft die Karte der Weißstation; verpasst du sie, kann Shakra sie dir später verkaufen.",
    location: "Sangesloge, in der äußersten Ostecke neben dem Ersten Schrein, in Akt 2.",
  },
  "surgeons-key": {
    description: "Der Chirurgenschlüssel öffnet das verzierte Schloss tief in der Weißstation. Hinter dieser Tür warten ein Bosskampf und das zweite Seidenherz. Bevor du ihn erreichen kannst, brauchst du sowohl den Weißen Schlüssel als auch die Greifschnur.",
    tips: "Klettere vom Eingang der Weißstation aus hinauf und halte dich rechts, bis sich der Weg teilt, nimm die linke Abzweigung und zerschlag den Wandblock. Darüber hängt ein ringförmiger Hebel: Pack ihn mit der Greifschnur, und der Schlüssel fällt herunter. Um ihn zu benutzen, geh von der Bank der Weißstation nach Westen, fahr mit dem Aufzug nach unten und halte dich weiter westlich bis zum verzierten Schloss. Raste vorher, denn dahinter wartet ein Boss.",
    location: "Weißstation; er wird freigegeben, indem man mit der Greifschnur an einem ringförmigen Hebel zieht.",
  },
  clawline: {
    description: "Die Greifschnur ist Hornets Greifharpune, eine der Künste der Ahnen. Sie zieht Hornet zu Ringen, manchen Oberflächen und sogar Gegnern, sodass sie sich festhalten und Kletterpassagen aneinanderreihen kann. Hornet bindet sie in Akt 2 an einem Altar der Weberinnen im Kessel, dem Werkstattbereich des Unterwerks.",
    tips: "Der übliche Weg: Weißer Schlüssel, Aufzug der Weißstation, dann hinab ins Unterwerk und durch die Lavaräume des Kessels. Die Standardbelegung ist S am PC, LT an der Xbox, L2 an der PlayStation und ZL an der Switch. Sich an einen Gegner heranzuziehen, schleudert dich von ihm weg, praktisch, um in Kämpfen Lücken zu überqueren. Viele späte Gebiete und Gegenstände erfordern sie, darunter der Feiberg, der Chirurgenschlüssel und der Weg nach Gallwasser.",
    location: "Altar der Weberinnen im Kessel, Unterwerk (Akt 2).",
  },
  "architects-key": {
    description: "Der Architektenschlüssel öffnet die Kapelle des Architekten im Unterwerk, in der das Architekten-Wappen liegt. Zugang gewährt der Zwölfte Architekt, der letzte der mechanischen Baumeister der Zitadelle, der im Kessel arbeitet. Er gehört zu Akt 2.",
    tips: "Besuche den Zwölften Architekten im Kessel und arbeite mit dem Architekten zusammen, um den Schlüssel zu bekommen; dort werden außerdem Werkzeuge gegen Rosenkranzperlen und Fertigungsmetall getauscht. Die Kapelle liegt nördlich der Werkstatt. Das Wappen, das sie freischaltet, ist auf rote Werkzeuge ausgelegt, deck dich also mit Panzersplittern ein, bevor du es ausprobierst.",
    location: "Über den Zwölften Architekten im Kessel im Unterwerk erhältlich; öffnet die Kapelle des Architekten.",
  },
  craftmetal: {
    description: "Fertigungsmetall ist ein seltenes Herstellungsmaterial, das manche Handwerker Pharlooms zusätzlich zu Rosenkranzperlen verlangen. Der Zwölfte Architekt im Unterwerk gibt mechanische Werkzeuge im Tausch dagegen her. Es ist knapp, daher sollte jedes Stück in etwas fließen, das du wirklich benutzt.",
    tips: "Gib es nicht für das Erstbeste aus, das dir angeboten wird; prüf zuerst das Angebot des Zwölften Architekten, denn mindestens eines der Werkzeuge dort braucht es. Halte in Seitenwegen und geheimen Räumen die Augen offen. Fehlt dir spät im Spiel ein Werkzeug in deiner Sammlung, kann ein Mangel an Fertigungsmetall der Grund sein.",
    location: "In begrenzter Zahl überall in Pharloom zu finden; wird bei Handwerkern wie dem Zwölften Architekten ausgegeben.",
  },
  "faydown-cloak": {
    description: "Der Feidaunen-Umhang gibt Hornet einen Doppelsprung. Er wartet auf dem Gipfel des Feibergs, eines eisigen Aufstiegs westlich des Brockens, der fast reines Plattforming ist. Er ist eine Belohnung aus Akt 2, die einen Großteil der späten Spielphase erschließt.",
    tips: "Du brauchst die Greifschnur und den Schwebeumhang, bevor du den Aufstieg wagst. Die Kälte schadet Hornet mit der Zeit, bewege dich also schnell zwischen den warmen Lampen und Wärmequellen, die sie zurücksetzen. Unterwegs gibt es zwei Bänke, eine hinter einer Gebühr und eine hinter einer zerbrechlichen Wand. Spiel oben die Nadoline an der riesigen Stimmgabel. Danach öffnen sich Gebiete wie das Irrwisch-Dickicht und der Weg zum Schlüssel des Abtrünnigen.",
    location: "Gipfel des Feibergs, Akt 2.",
  },
  "twisted-bud": {
    description: "Die Verdrehte Knospe ist ein wimmerndes, säuglingsartiges Gewächs, das man in Akt 2 in Gallwasser findet. Mit ihr beginnt bei Grauwurz in Schalenwald das Ritual der Wiedergeburt, eine Kette, die mit dem Hexen-Wappen endet. Außerdem ist sie der Schlüssel zum geheimen Ende „Twisted Child“.",
    tips: "Um Gallwasser zu erreichen, braucht man die Greifschnur, um unterwegs eine Wand zu zerschlagen. Erledige zuerst das Ritual der Pollipen für Grauwurz, denn es ist Voraussetzung, bevor die Knospe benutzt werden kann. Das Ritual der Wiedergeburt verflucht Hornet und schränkt ihr Heilen ein; die Heilung wird in Graumoor gekauft, trag also mindestens 260 Rosenkranzperlen bei dir. Wenn du das Ende „Twisted Child“ willst, stell dich dem letzten Boss von Akt 2, solange du noch verflucht bist, und zwar bevor du Akt 3 betrittst.",
    location: "Gallwasser, Akt 2; wird bei Grauwurz in Schalenwald benutzt.",
  },
  "key-of-apostate": {
    description: "Der Schlüssel des Abtrünnigen ist der dritte Schlüssel des Brockens, liegt aber gar nicht im Gefängnis. Er befindet sich am anderen Ende der Karte im Verseuchten Aquädukt. Er öffnet zwei Türen im Brocken, von denen eine zum verborgenen Boss Ursünderin führt.",
    tips: "Du brauchst den Feidaunen-Umhang, und mit Greifschnur und Klammergriff ist der Weg weit zuverlässiger. Der sicherere Weg führt vom Memorium aus hinein; der andere beginnt in Gallwasser, nachdem man den Boss des oberen Abschnitts besiegt hat. Steuere im Aquädukt den dunklen Tunnel links nahe dem Grund an und zerschlag den Käfig an seinem Ende. Die zweite Tür im Brocken führt zu einem Plattform-Rätsel mit einer Maskenscherbe.",
    location: "Verseuchtes Aquädukt, am Ende eines dunklen Tunnels im unteren linken Teil; wird an zwei Türen im Brocken benutzt.",
  },
  "rune-rage": {
    description: "Runenzorn ist eine Seidenfertigkeit, die explodierende Runen auslöst und einen Angriff der Ursünderin nachahmt, einer im Brocken eingesperrten Weberin. Hornet erhält sie, nachdem sie die Ursünderin besiegt hat. In Schadenstests von Spielern landete sie unter den sechs Seidenfertigkeiten auf Platz zwei.",
    tips: "Hol dir zuerst den Schlüssel des Abtrünnigen aus dem Verseuchten Aquädukt, öffne dann die versiegelte Zelle im Brocken und zerbrich die Seidenrunen, die sie verschließen. Der Kampf beginnt, wenn du dich an der Weberstatue darin bindest; eine Niederlage startet ihn einfach vor der Zelle neu. Achte darauf, wenn sich die Ursünderin mit ihrer eigenen Bindung heilt, und unterbrich sie. Sobald du Runenzorn besitzt, kombiniere ihn mit Wappen und Werkzeugen, die den Schaden von Seidenfertigkeiten erhöhen.",
    location: "Belohnung für den Sieg über die Ursünderin im Brocken, hinter einer Tür, die der Schlüssel des Abtrünnigen öffnet.",
  },
  "rosary-necklace": {
    description: "Der Rosenkranz ist eine größere Perlenkette im Wert von 120 Rosenkranzperlen. Er ist die dritte von fünf Aufbewahrungsstufen, über der Ausgefransten Rosenkranzschnur (30) und der Rosenkranzschnur (60) und unter dem Schweren Rosenkranz (240) und dem Bleichen Rosenkranz (340). Seine Perlen sind vor dem Tod sicher, bis du ihn zerreißt.",
    tips: "Betrachte ihn als Sparkonto: Zerreiß ihn erst, wenn du bereit bist, etwas zu kaufen. Bei größeren Anschaffungen später im Spiel, etwa Karten und Verbesserungen, zahlen sich diese Ketten aus. Schnüre und Ketten gibt es auch als Belohnung für Quests, erfülle also Wünsche, wenn du knapp bei Kasse bist.",
    location: "",
  },
  "cross-stitch": {
    description: "Kreuzstich ist eine von Hornets sechs Seidenfertigkeiten, aufgeführt zusammen mit Seidenspeer, Fadensturm, Scharfpfeil, Runenzorn und Bleiche Nägel. Seidenfertigkeiten verbrauchen direkt Seide und belegen die weißen Plätze an einem Wappen. Sie zählt zur Komplettierung.",
    tips: "Leg sie an einer Bank in einem Platz für Seidenfertigkeiten an. Wappen unterscheiden sich darin, wie viele Plätze für Seidenfertigkeiten sie bieten; das Schamanen-Wappen hat drei. Halte genug Seide in Reserve, um dich zu binden, wenn du Heilung brauchst.",
    location: "",
  },
  sharpdart: {
    description: "Scharfpfeil ist eine von Hornets sechs Seidenfertigkeiten, aufgeführt zusammen mit Seidenspeer, Fadensturm, Kreuzstich, Runenzorn und Bleiche Nägel. Wie die anderen verbraucht sie Seide und belegt einen weißen Platz an einem Wappen. Sie zählt zur Komplettierung.",
    tips: "Leg sie an einer Bank an. Wenn du mehrere Seidenfertigkeiten zusammen nutzen willst, bietet das Schamanen-Wappen drei Plätze für Seidenfertigkeiten. Das Werkzeug Voltfaser erhöht den Schaden von Seidenfertigkeiten.",
    location: "",
  },
  "pale-nails": {
    description: "Bleiche Nägel ist eine von Hornets sechs Seidenfertigkeiten, aufgeführt zusammen mit Seidenspeer, Fadensturm, Kreuzstich, Scharfpfeil und Runenzorn. Sie verbraucht Seide und belegt einen weißen Platz an einem Wappen. Sie zählt zur Komplettierung.",
    tips: "Leg sie an einer Bank an. Builds mit Fokus auf Seide holen am meisten aus ihr heraus, zum Beispiel mit dem Schamanen-Wappen, das drei Plätze für Seidenfertigkeiten hat und Seidenfertigkeiten verstärkt. Wäge den Einsatz von Seidenfertigkeiten gegen die Seide ab, die du zum Binden brauchst.",
    location: "",
  },
  sylphsong: {
    description: "Sylphenlied ist die letzte der fünf Verbesserungen, die Eva anbietet; sie lebt im Webnest Atla am äußersten rechten Rand der Moosgrotte. Eva belohnt Hornet für die Gesamtzahl der Wappenplätze, die sie mit Erinnerungsmedaillons freigeschaltet hat. Guides beschreiben den Nutzen so, dass Seide aufgefüllt wird, wenn Hornet an einer Bank rastet.",
    tips: "Setz deine Erinnerungsmedaillons stetig ein und schau immer wieder bei Eva vorbei; ihre früheren Belohnungen sind eine Verbesserung des Jäger-Wappens und zusätzliche Plätze im Vestiwappen. Alle fünf Verbesserungen lassen sich bis zum Ende von Akt 2 verdienen. Es zählt zur Komplettierung, heb es dir also nicht bis zum Schluss auf.",
    location: "Wird von Eva im Webnest Atla vergeben, sobald genug Wappenplätze freigeschaltet sind.",
  },
  "beastling-call": {
    description: "Biestlingsruf ist ein Lied, das Hornet früh in Akt 3 erlernt. Als sie am Großen Glockenweg die Glockenbestie rufen will, bricht stattdessen der Glockenfresser hervor. Am Ende dieses Kampfs treffen die Glockenbestie und ihre jungen Biestlinge ein, und Hornet erlernt den Ruf.",
    tips: "Geh nach Beginn von Akt 3 zu Fuß zum Großen Glockenweg unten in den Chorkammern; die Ventrica-Route durch den Ersten Schrein ist blockiert. Raste an der Bank rechts davon, bevor du für den Kampf gegen den Glockenfresser ins Loch springst. Halte den Schaden aufrecht, bis die Glockenbestie heranstürmt, um ihm den Rest zu geben.",
    location: "Großer Glockenweg unten in den Chorkammern, nach dem Kampf gegen den Glockenfresser in Akt 3.",
  },
  "silk-soar": {
    description: "Seidenaufschwung ist die letzte Bewegungsfähigkeit und liegt in Akt 3 im Abgrund. Mit ihm erreicht Hornet Öffnungen weit oben, an die sie sonst nicht herankäme. Nur wenige neue Gebiete hängen von ihm ab, doch in kleinen Löchern in Decken überall in Pharloom verbergen sich Geheimnisse.",
    tips: "Sobald du ihn hast, streif durch frühere Gebiete und schau nach oben: Viele Decken haben Lücken, die du nie erreichen konntest. Er öffnet das Voltnest und seinen Boss, dessen Belohnung Seidenfertigkeiten verstärkt. Geh nicht davon aus, dass jeder hohe Vorsprung ihn erfordert; in den Sanden von Karak kann dich ein gelber Stein am Grund einer Schlucht nach oben heben.",
    location: "Der Abgrund, Akt 3.",
  },
  everbloom: {
    description: "Die Immerblüte ist ein später Schlüsselgegenstand, eine bleiche, leuchtende Blume aus einer fernen Erinnerung, die die Leere abwehrt. Sie ist die Belohnung am Ende der Quest Die alten Herzen in Akt 3. Wer sie erhält, bekommt außerdem einen Erfolg, und sie zählt zur Komplettierung.",
    tips: "Schließ zuerst die Quests Rückkehr nach Pharloom und Zaubersuche ab, um Die alten Herzen freizuschalten. Sprich mit den Schneckenschamanen an der Ruinierten Kapelle bei Knochengrund und hol dann drei Herzen: das Herz der Macht von Krustenkönig Khann, das Herz des Waldes von Nyleth und das Herz der Wildnis von Skarrsängerin Karmelita. Bring sie zurück zu den Schamanen und spiel die Erinnerungssequenz durch.",
    location: "Belohnung für den Abschluss der Quest Die alten Herzen bei den Schneckenschamanen in Akt 3.",
  },
};
