<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Janggi Desktop</source>
        <translation>À propos de Janggi Desktop</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Janggi (Korean chess) for the desktop: play a friend or the computer.</source>
        <translation>Le janggi (échecs coréens) sur votre ordinateur : jouez contre un ami ou contre l’ordinateur.</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>À propos de Qt</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Qt for Python</source>
        <translation>Qt for Python</translation>
    </message>
    <message>
        <source>Fonts</source>
        <translation>Polices</translation>
    </message>
    <message>
        <source>Janggi Desktop is free software under the MIT licence.</source>
        <translation>Janggi Desktop est un logiciel libre sous licence MIT.</translation>
    </message>
    <message>
        <source>This program uses Qt %1 through Qt for Python (PySide6) %2, under the GNU Lesser General Public License version 3 (LGPL-3.0). You may replace the Qt libraries with your own build.</source>
        <translation>Ce programme utilise Qt %1 au moyen de Qt for Python (PySide6) %2, sous la licence publique générale limitée GNU version 3 (LGPL-3.0). Vous pouvez remplacer les bibliothèques Qt par votre propre compilation.</translation>
    </message>
    <message>
        <source>The piece labels use subsets of free fonts, shipped with their licences (below): %1.</source>
        <translation>Les étiquettes des pièces utilisent des extraits de polices libres, fournis avec leurs licences (ci-dessous) : %1.</translation>
    </message>
    <message>
        <source>No font is bundled: the piece labels use the system's fonts.</source>
        <translation>Aucune police n’est fournie : les étiquettes des pièces utilisent les polices du système.</translation>
    </message>
    <message>
        <source>The icon's character outline comes from Noto Serif CJK (SIL Open Font License 1.1).</source>
        <translation>Le tracé du caractère de l’icône provient de Noto Serif CJK (SIL Open Font License 1.1).</translation>
    </message>
</context>
<context>
    <name>AnalysisController</name>
    <message>
        <source>Played: %1</source>
        <translation>Joué : %1</translation>
    </message>
    <message>
        <source>Better: %1</source>
        <translation>Meilleur : %1</translation>
    </message>
    <message>
        <source>Click, or Enter: the better line goes in the move list as a variation, and the board plays it (→).</source>
        <translation>Clic ou Entrée : la meilleure suite entre dans la liste des coups comme variante, et le plateau la joue (→).</translation>
    </message>
    <message>
        <source>Engine line: %1</source>
        <translation>Suite du moteur : %1</translation>
    </message>
    <message>
        <source>The engine&apos;s line is a variation: → plays it, ← comes back.</source>
        <translation>La suite du moteur est une variante : → la joue, ← revient.</translation>
    </message>
    <message>
        <source>The engine&apos;s line is already in the move list.</source>
        <translation>La suite du moteur est déjà dans la liste des coups.</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Moteur intégré</translation>
    </message>
    <message>
        <source>The analysis stopped: %1</source>
        <translation>L’analyse s’est arrêtée : %1</translation>
    </message>
    <message>
        <source>Built-in engine (full strength)</source>
        <translation>Moteur intégré (pleine force)</translation>
    </message>
    <message>
        <source>Hints are turned off (Analysis → Allow hints).</source>
        <extracomment>How long a hint thinks when no analysis of the position is running (milliseconds).</extracomment>
        <translation>Les conseils sont désactivés (Analyse → Autoriser les conseils).</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Hint: %1 — hints used in this game: Cho %2, Han %3</source>
        <translation>Conseil : %1 — conseils utilisés dans cette partie : Cho %2, Han %3</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <extracomment>Moves of a line written in the lines panel (the rest would not fit the panel's width). Moves of a line drawn as arrows while it is hovered.</extracomment>
        <translation>La partie est terminée dans cette position.</translation>
    </message>
    <message>
        <source>Paused while the game is analysed.</source>
        <translation>En pause pendant l’analyse de la partie.</translation>
    </message>
    <message>
        <source>depth %1 · %2 nodes/s</source>
        <translation>profondeur %1 · %2 nœuds/s</translation>
    </message>
    <message>
        <source>Previewing a line: click it again to go back.</source>
        <translation>Aperçu d’une ligne : cliquez-la à nouveau pour revenir.</translation>
    </message>
    <message>
        <source>Game analysis cancelled: what was done is kept.</source>
        <extracomment>Moves of the better line written under the game report (two lines of the panel at most).</extracomment>
        <translation>Analyse de la partie annulée : ce qui a été fait est conservé.</translation>
    </message>
    <message>
        <source>The game report is ready.</source>
        <translation>Le rapport de partie est prêt.</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Best: %1</source>
        <translation>Meilleur : %1</translation>
    </message>
    <message>
        <source>No more marked moves that way.</source>
        <translation>Plus de coup marqué dans ce sens.</translation>
    </message>
</context>
<context>
    <name>ArrangementPage</name>
    <message>
        <source>Han (한) chooses first: your horses (馬) and elephants (象), seen from your seat</source>
        <translation>Han (한) choisit en premier : vos chevaux (馬) et éléphants (象), vus de votre place</translation>
    </message>
    <message>
        <source>Cho (초) chooses: your horses (馬) and elephants (象), seen from your seat</source>
        <translation>Cho (초) choisit : vos chevaux (馬) et éléphants (象), vus de votre place</translation>
    </message>
</context>
<context>
    <name>Arrangements</name>
    <message>
        <source>Inner elephants (안상)</source>
        <translation>Éléphants intérieurs (안상)</translation>
    </message>
    <message>
        <source>Outer elephants (바깥상)</source>
        <translation>Éléphants extérieurs (바깥상)</translation>
    </message>
    <message>
        <source>Left elephant (왼상)</source>
        <translation>Éléphant à gauche (왼상)</translation>
    </message>
    <message>
        <source>Right elephant (오른상)</source>
        <translation>Éléphant à droite (오른상)</translation>
    </message>
</context>
<context>
    <name>Bikjang</name>
    <message>
        <source>빅장 Bikjang: the generals face each other. Break it with a move, or accept the draw.</source>
        <translation>빅장 « bikjang » : les généraux se font face. Rompez-le par un coup, ou acceptez la nulle.</translation>
    </message>
    <message>
        <source>빅장 Bikjang: the generals face each other. Break it with a move; passing ends the game (count/draw).</source>
        <translation>빅장 « bikjang » : les généraux se font face. Rompez-le par un coup ; passer termine la partie (points/nulle).</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>The board was turned around (True: Han's side at the bottom). Once, when the board's first frame has been painted (start-up is over for the user). A click that cannot move: (the point, why). Why is one of :data:`REFUSALS`; the point flashes red (except for "waiting") and the window says why. The keyboard cursor moved to a point. A sentence the view announced to screen readers (the point under the cursor, a piece picked, …). Slide time for moves that arrive through refresh() (the computer's reply, undo); 0 turns it off.</extracomment>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>The picked piece can go here.</source>
        <extracomment>Arrow keys -&gt; (columns, rows) on the screen: right and up as the board is seen. Keys the board keeps while it has focus (the window's ←/→ review shortcuts do not take them).</extracomment>
        <translation>La pièce choisie peut aller ici.</translation>
    </message>
    <message>
        <source>Piece let go.</source>
        <translation>Pièce relâchée.</translation>
    </message>
</context>
<context>
    <name>ClockController</name>
    <message>
        <source>Resume cloc&amp;ks</source>
        <translation>Rel&amp;ancer les pendules</translation>
    </message>
    <message>
        <source>Pause cloc&amp;ks</source>
        <translation>Mettre les pendules en pa&amp;use</translation>
    </message>
</context>
<context>
    <name>ClockFace</name>
    <message>
        <source>Out of time</source>
        <extracomment>Red digits below this much time before the flag, or this much of a byo-yomi / per-move period.</extracomment>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>byo-yomi %1</source>
        <translation>byo-yomi %1</translation>
    </message>
    <message>
        <source>· %1 left</source>
        <translation>· encore %1</translation>
    </message>
    <message>
        <source>then %1 × %2</source>
        <translation>puis %1 × %2</translation>
    </message>
    <message>
        <source>per move</source>
        <translation>par coup</translation>
    </message>
    <message>
        <source>+%1 a move</source>
        <translation>+%1 par coup</translation>
    </message>
    <message>
        <source>%1 + %2 × %3</source>
        <translation>%1 + %2 × %3</translation>
    </message>
    <message>
        <source>%1 + %2 a move</source>
        <translation>%1 + %2 par coup</translation>
    </message>
    <message>
        <source>%1 per move</source>
        <translation>%1 par coup</translation>
    </message>
    <message>
        <source>times not recorded</source>
        <translation>temps non notés</translation>
    </message>
    <message>
        <source>The record gives its time control but not the clocks at each move.</source>
        <translation>La partie donne sa cadence mais pas les pendules à chaque coup.</translation>
    </message>
</context>
<context>
    <name>ClockView</name>
    <message>
        <source>Clocks paused</source>
        <translation>Pendules en pause</translation>
    </message>
</context>
<context>
    <name>Counting</name>
    <message>
        <source>1 ply</source>
        <translation>1 demi-coup</translation>
    </message>
    <message>
        <source>%1 plies</source>
        <translation>%1 demi-coups</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>la position de départ</translation>
    </message>
    <message>
        <source>move %1, Cho</source>
        <translation>coup %1, Cho</translation>
    </message>
    <message>
        <source>move %1, Han</source>
        <translation>coup %1, Han</translation>
    </message>
</context>
<context>
    <name>Engines</name>
    <message>
        <source>Janggi Desktop engine</source>
        <translation>Moteur de Janggi Desktop</translation>
    </message>
    <message>
        <source>%1 levels, %2 to %3</source>
        <translation>%1 niveaux, de %2 à %3</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Skill Level</source>
        <translation>Niveau de jeu</translation>
    </message>
    <message>
        <source>Much stronger than the built-in engine: at Skill Level %1 it already plays about as well as level %2 (%3), and at 20, its default, far better.</source>
        <translation>Bien plus fort que le moteur intégré : au niveau de jeu %1, il joue déjà à peu près comme le niveau %2 (%3), et à 20, son réglage par défaut, bien mieux.</translation>
    </message>
    <message>
        <source>Fairy-Stockfish, also installed, is much stronger than every level.</source>
        <translation>Fairy-Stockfish, installé lui aussi, est bien plus fort que tous les niveaux.</translation>
    </message>
    <message>
        <source>%1 %2 to %3 (default %4)</source>
        <translation>%1 de %2 à %3 (par défaut %4)</translation>
    </message>
    <message>
        <source>no strength setting</source>
        <translation>pas de réglage de force</translation>
    </message>
    <message>
        <source>all</source>
        <translation>toutes</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>all but %1</source>
        <translation>toutes sauf %1</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Engines</source>
        <extracomment>How long an engine may take to answer ``uci`` and ``isready`` before it is refused (seconds). How often the dialog looks at a running check (milliseconds).</extracomment>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>The engines you can choose in New game. External engines speak UCI and are checked before they are added.</source>
        <extracomment>Seconds an engine may take to answer before it is refused (tests shorten it).</extracomment>
        <translation>Les moteurs proposés dans Nouvelle partie. Les moteurs externes parlent UCI et sont vérifiés avant d’être ajoutés.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Find Fairy-Stockfish</source>
        <translation>Trouver Fairy-Stockfish</translation>
    </message>
    <message>
        <source>Look for an installed Fairy-Stockfish (on the PATH and in the usual places) and add it</source>
        <translation>Chercher un Fairy-Stockfish installé (dans le PATH et aux emplacements habituels) et l’ajouter</translation>
    </message>
    <message>
        <source>Add an engine:</source>
        <translation>Ajouter un moteur :</translation>
    </message>
    <message>
        <source>path or command line of a UCI engine</source>
        <translation>chemin ou ligne de commande d’un moteur UCI</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Choose the engine's program file and add it</source>
        <translation>Choisir le fichier du programme du moteur et l’ajouter</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>intégré</translation>
    </message>
    <message>
        <source>Rule sets: %1</source>
        <translation>Règles : %1</translation>
    </message>
    <message>
        <source>Janggi variants: %1</source>
        <translation>Variantes de janggi : %1</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Choisir un moteur UCI</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Fairy-Stockfish was not found on this computer (looked on the PATH and in /usr/games). Install it, or add it with its path.</source>
        <translation>Fairy-Stockfish est introuvable sur cet ordinateur (cherché dans le PATH et dans /usr/games). Installez-le, ou ajoutez-le par son chemin.</translation>
    </message>
    <message>
        <source>%1 is already in the list.</source>
        <translation>%1 est déjà dans la liste.</translation>
    </message>
    <message>
        <source>%1 was removed.</source>
        <translation>%1 a été retiré.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Vérification de %1…</translation>
    </message>
    <message>
        <source>%1 could not be checked.</source>
        <translation>%1 n’a pas pu être vérifié.</translation>
    </message>
    <message>
        <source>%1 was checked again and updated.</source>
        <translation>%1 a été revérifié et mis à jour.</translation>
    </message>
    <message>
        <source>%1 was added.</source>
        <translation>%1 a été ajouté.</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <source>Cho mates in %1</source>
        <translation>Cho mate en %1</translation>
    </message>
    <message>
        <source>Han mates in %1</source>
        <translation>Han mate en %1</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Cho +%1</source>
        <translation>Cho +%1</translation>
    </message>
    <message>
        <source>Han +%1</source>
        <translation>Han +%1</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>That is %1's piece: %2 is to move.</source>
        <translation>C’est une pièce de %1 : c’est à %2 de jouer.</translation>
    </message>
    <message>
        <source>The selected piece cannot go there.</source>
        <translation>La pièce choisie ne peut pas aller là.</translation>
    </message>
    <message>
        <source>That piece has no legal move: the general is in check (장군).</source>
        <translation>Cette pièce n’a aucun coup légal : le général est en échec (장군).</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation>Cette pièce n’a aucun coup légal.</translation>
    </message>
    <message>
        <source>The game is over: undo, or start a new game.</source>
        <translation>La partie est finie : reprenez un coup, ou commencez une nouvelle partie.</translation>
    </message>
    <message>
        <source>Wait: it is the computer's turn.</source>
        <translation>Patientez : c’est à l’ordinateur de jouer.</translation>
    </message>
    <message>
        <source>The clocks are paused: Game → Resume clocks to play on.</source>
        <translation>Les pendules sont arrêtées : Partie → Relancer les pendules pour continuer.</translation>
    </message>
</context>
<context>
    <name>Fen</name>
    <message>
        <source>FEN must be a string, not {type}</source>
        <extracomment>The palette's kinds, as FEN letters, biggest first. The rules model's FEN faults (the templates of rules/notation.py's and rules/game.py's FenError), declared for pyside6-lupdate, and the sides' names they quote. A fault missing here is shown in English (tests/ui/test_translated_errors.py checks that every template of the rules is here).</extracomment>
        <translation>Le FEN doit être un texte, pas {type}</translation>
    </message>
    <message>
        <source>empty FEN</source>
        <translation>FEN vide</translation>
    </message>
    <message>
        <source>FEN has {count} fields; expected at most 6</source>
        <translation>Le FEN a {count} champs ; 6 au plus sont attendus</translation>
    </message>
    <message>
        <source>FEN placement has {count} ranks; expected 10 separated by '/'</source>
        <translation>Le placement du FEN a {count} rangées ; 10 sont attendues, séparées par « / »</translation>
    </message>
    <message>
        <source>rank {rank} of the FEN: empty count {text} is not 1..9</source>
        <translation>Rangée {rank} du FEN : le nombre de points vides {text} n’est pas entre 1 et 9</translation>
    </message>
    <message>
        <source>rank {rank} of the FEN: unknown piece letter {text}</source>
        <translation>Rangée {rank} du FEN : lettre de pièce inconnue {text}</translation>
    </message>
    <message>
        <source>rank {rank} of the FEN ({text}) is longer than 9 points</source>
        <translation>La rangée {rank} du FEN ({text}) dépasse 9 points</translation>
    </message>
    <message>
        <source>rank {rank} of the FEN ({text}) covers {count} points; expected 9</source>
        <translation>La rangée {rank} du FEN ({text}) couvre {count} points ; 9 sont attendus</translation>
    </message>
    <message>
        <source>FEN has {count} generals for {side} ('{letter}'); expected exactly 1</source>
        <translation>Le FEN a {count} généraux pour {side} (« {letter} ») ; il en faut exactement 1</translation>
    </message>
    <message>
        <source>{side}'s general on {square} is outside its palace</source>
        <translation>Le général de {side} en {square} est hors de son palais</translation>
    </message>
    <message>
        <source>{side}'s guard on {square} is outside its palace</source>
        <translation>Un conseiller de {side} en {square} est hors de son palais</translation>
    </message>
    <message>
        <source>FEN has {count} {letter} pieces; at most {limit}</source>
        <translation>Le FEN a {count} pièces {letter} ; {limit} au plus</translation>
    </message>
    <message>
        <source>FEN side to move is {text}; expected 'w' (Cho) or 'b' (Han)</source>
        <translation>Le camp au trait du FEN est {text} ; « w » (Cho) ou « b » (Han) est attendu</translation>
    </message>
    <message>
        <source>FEN field {field} is {text}; Janggi has no castling or en passant: '-'</source>
        <translation>Le champ {field} du FEN est {text} ; le janggi n’a ni roque ni prise en passant : « - »</translation>
    </message>
    <message>
        <source>FEN halfmove clock {text} is not a whole number up to 999999999</source>
        <translation>Le compteur de demi-coups du FEN {text} n’est pas un nombre entier jusqu’à 999999999</translation>
    </message>
    <message>
        <source>FEN move number {text} is not a whole number in 1..999999999</source>
        <translation>Le numéro de coup du FEN {text} n’est pas un nombre entier de 1 à 999999999</translation>
    </message>
    <message>
        <source>in this FEN the side not to move ({side}) is in check</source>
        <translation>Dans ce FEN, le camp qui n’a pas le trait ({side}) est en échec</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Cho wins</source>
        <translation>Cho gagne</translation>
    </message>
    <message>
        <source>Han wins</source>
        <translation>Han gagne</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>Checkmate (외통수).</source>
        <translation>Mat (외통수).</translation>
    </message>
    <message>
        <source>Cho resigned.</source>
        <translation>Cho a abandonné.</translation>
    </message>
    <message>
        <source>Han resigned.</source>
        <translation>Han a abandonné.</translation>
    </message>
    <message>
        <source>Bikjang (빅장): the draw was accepted.</source>
        <translation>Bikjang (빅장) : la nulle a été acceptée.</translation>
    </message>
    <message>
        <source>The players agreed to a draw.</source>
        <translation>Les joueurs ont convenu de la nulle.</translation>
    </message>
    <message>
        <source>Cho ran out of time.</source>
        <translation>Cho a dépassé son temps.</translation>
    </message>
    <message>
        <source>Han ran out of time.</source>
        <translation>Han a dépassé son temps.</translation>
    </message>
    <message>
        <source>Bikjang (빅장) was not broken: decided on points.</source>
        <translation>Le bikjang (빅장) n’a pas été rompu : décision aux points.</translation>
    </message>
    <message>
        <source>Bikjang (빅장) was not broken.</source>
        <translation>Le bikjang (빅장) n’a pas été rompu.</translation>
    </message>
    <message>
        <source>Both sides passed.</source>
        <translation>Les deux camps ont passé.</translation>
    </message>
    <message>
        <source>The same position was repeated.</source>
        <translation>La même position s’est répétée.</translation>
    </message>
    <message>
        <source>Perpetual check: the checking side loses.</source>
        <translation>Échec perpétuel : le camp qui donne l’échec perd.</translation>
    </message>
    <message>
        <source>A piece was shuttled back and forth: that side loses.</source>
        <translation>Une pièce a fait des allers-retours : ce camp perd.</translation>
    </message>
    <message>
        <source>The ply limit was reached.</source>
        <translation>La limite de demi-coups a été atteinte.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Points : %1</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>Analyser la partie</translation>
    </message>
</context>
<context>
    <name>GamePickerDialog</name>
    <message>
        <source>Choose a game</source>
        <translation>Choisir une partie</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Choose the one to open:</source>
        <translation>%1 contient %2 parties. Choisissez celle à ouvrir :</translation>
    </message>
    <message>
        <source>Cho (초)</source>
        <translation>Cho (초)</translation>
    </message>
    <message>
        <source>Han (한)</source>
        <translation>Han (한)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Demi-coups</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Cho wins</source>
        <translation>Cho gagne</translation>
    </message>
    <message>
        <source>Han wins</source>
        <translation>Han gagne</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
</context>
<context>
    <name>GameStarter</name>
    <message>
        <source>The previous game is back.</source>
        <extracomment>Another game is about to replace the one on the board (the record it came from is forgotten). One person plays the computer: the side they chose ("cho" or "han"), whose pieces go at the bottom. A restored autosave's hints (the plies a hint was asked at), for the analysis. The new-game dialog added or removed an external engine. The game put on the board is a finished record: its result shows in the panel only (no dialog, no chime). The unfinished game the last replacement took off the board, with its players: Undo brings it back until the new game is played on (None: nothing to bring back).</extracomment>
        <translation>La partie précédente est revenue.</translation>
    </message>
    <message>
        <source>The position is on the board: move pieces for both sides to explore it.</source>
        <translation>La position est sur le plateau : jouez pour les deux camps pour l’explorer.</translation>
    </message>
    <message>
        <source>The unfinished game was kept: Undo, or File → Recover previous game, brings it back.</source>
        <translation>La partie inachevée a été gardée : Reprendre le coup, ou Fichier → Récupérer la partie précédente, la ramène.</translation>
    </message>
    <message>
        <source>Another window's unfinished game was kept: File → Recover previous game brings it back.</source>
        <translation>La partie inachevée d’une autre fenêtre a été gardée : Fichier → Récupérer la partie précédente la ramène.</translation>
    </message>
    <message>
        <source>The autosaved game could not be restored: %1</source>
        <translation>La partie enregistrée automatiquement n’a pas pu être restaurée : %1</translation>
    </message>
    <message>
        <source>Restored the game in progress.</source>
        <translation>La partie en cours a été restaurée.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>No game to recover</source>
        <translation>Aucune partie à récupérer</translation>
    </message>
    <message>
        <source>Recovered the previous game.</source>
        <translation>La partie précédente a été récupérée.</translation>
    </message>
</context>
<context>
    <name>Handicap</name>
    <message>
        <source>without a chariot</source>
        <extracomment>The kinds a free choice offers, with how many a side has at the start. The English names of the traditional handicaps, declared for pyside6-lupdate (rules/handicap.py has them).</extracomment>
        <translation>sans un char</translation>
    </message>
    <message>
        <source>without a cannon</source>
        <translation>sans un canon</translation>
    </message>
    <message>
        <source>without a horse</source>
        <translation>sans un cheval</translation>
    </message>
    <message>
        <source>without an elephant</source>
        <translation>sans un éléphant</translation>
    </message>
    <message>
        <source>without a chariot and a cannon</source>
        <translation>sans un char ni un canon</translation>
    </message>
    <message>
        <source>without both chariots</source>
        <translation>sans les deux chars</translation>
    </message>
    <message>
        <source>without both cannons</source>
        <translation>sans les deux canons</translation>
    </message>
    <message>
        <source>without both horses</source>
        <translation>sans les deux chevaux</translation>
    </message>
    <message>
        <source>without both elephants</source>
        <translation>sans les deux éléphants</translation>
    </message>
    <message>
        <source>a handicap is text such as 'han:R', not {type}</source>
        <extracomment>The handicap's refusals (the templates of rules/handicap.py), declared for pyside6-lupdate (tests/ui/test_keyboard_play.py checks that every template is here).</extracomment>
        <translation>un handicap est un texte comme « han:R », pas {type}</translation>
    </message>
    <message>
        <source>{text} is not a handicap: expected SIDE:PIECES such as 'han:R' or 'cho:RC'</source>
        <translation>{text} n'est pas un handicap : attendu CAMP:PIÈCES comme « han:R » ou « cho:RC »</translation>
    </message>
    <message>
        <source>{text}: the side is 'cho' or 'han', not {side}</source>
        <translation>{text} : le camp est « cho » ou « han », pas {side}</translation>
    </message>
    <message>
        <source>{text}: {piece} is not a piece letter (R C N B A P)</source>
        <translation>{text} : {piece} n'est pas une lettre de pièce (R C N B A P)</translation>
    </message>
    <message>
        <source>{text}: a side cannot give its general</source>
        <translation>{text} : un camp ne peut pas donner son général</translation>
    </message>
    <message>
        <source>the side of a handicap is 'cho' or 'han', not {side}</source>
        <translation>le camp d'un handicap est « cho » ou « han », pas {side}</translation>
    </message>
    <message>
        <source>a handicap takes off at least one piece</source>
        <translation>un handicap retire au moins une pièce</translation>
    </message>
    <message>
        <source>{piece} is not a piece letter (R C N B A P)</source>
        <translation>{piece} n'est pas une lettre de pièce (R C N B A P)</translation>
    </message>
    <message>
        <source>a side cannot give its general</source>
        <translation>un camp ne peut pas donner son général</translation>
    </message>
    <message>
        <source>{square} is not a square (0..89)</source>
        <translation>{square} n'est pas une case (0..89)</translation>
    </message>
    <message>
        <source>{side} has no {kind} on {square} to give</source>
        <translation>{side} n'a pas de {kind} en {square} à donner</translation>
    </message>
    <message>
        <source>the piece on {square} is named twice</source>
        <translation>la pièce en {square} est nommée deux fois</translation>
    </message>
    <message>
        <source>{side} has {count} {kind} piece(s) here, fewer than the handicap takes off</source>
        <translation>{side} a {count} pièce(s) {kind} ici, moins que le handicap n'en retire</translation>
    </message>
    <message>
        <source>{handicap} cannot be played here: {reason}</source>
        <translation>{handicap} ne peut pas se jouer ici : {reason}</translation>
    </message>
    <message>
        <source>{handicap} leaves {side} with no legal move: {outcome}</source>
        <translation>{handicap} laisse {side} sans coup légal : {outcome}</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>Chariots (차)</source>
        <translation>Chars (차)</translation>
    </message>
    <message>
        <source>Cannons (포)</source>
        <translation>Canons (포)</translation>
    </message>
    <message>
        <source>Horses (마)</source>
        <translation>Chevaux (마)</translation>
    </message>
    <message>
        <source>Elephants (상)</source>
        <translation>Éléphants (상)</translation>
    </message>
    <message>
        <source>Guards (사)</source>
        <translation>Conseillers (사)</translation>
    </message>
    <message>
        <source>Soldiers (졸/병)</source>
        <translation>Soldats (졸/병)</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>%1 without: %2</source>
        <translation>%1 sans : %2</translation>
    </message>
    <message>
        <source>Handicap (접장기)</source>
        <translation>Handicap (접장기)</translation>
    </message>
    <message>
        <source>No handicap</source>
        <translation>Sans handicap</translation>
    </message>
    <message>
        <source>Free choice of pieces…</source>
        <translation>Choix libre des pièces…</translation>
    </message>
    <message>
        <source>&amp;Pieces taken off:</source>
        <translation>&amp;Pièces retirées :</translation>
    </message>
    <message>
        <source>Cho (초) plays without them</source>
        <translation>Cho (초) joue sans elles</translation>
    </message>
    <message>
        <source>Han (한) plays without them</source>
        <translation>Han (한) joue sans elles</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Camp :</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>a draw</source>
        <extracomment>The diagrams, by the piece or idea they show (Cho to move in each; the points marked are its moves).</extracomment>
        <translation>partie nulle</translation>
    </message>
    <message>
        <source>decided on points</source>
        <translation>décidée aux points</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Janggi is played on the points of a board of 9 files and 10 ranks. Cho (초, green) moves first, then Han (한, red), one move each. You win by checkmate: the other general is attacked (장군, check) and no move saves it. A move may never leave your own general attacked.</source>
        <translation>Le janggi se joue sur les intersections d’un plateau de 9 colonnes et 10 rangées. Cho (초, vert) joue en premier, puis Han (한, rouge), chacun son tour. On gagne par mat : le général adverse est attaqué (장군, échec) et aucun coup ne le sauve. Un coup ne doit jamais laisser son propre général attaqué.</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>La mise en place</translation>
    </message>
    <message>
        <source>Before the game each player chooses where the horses and elephants of the back rank stand: four arrangements. Han chooses first, then Cho.</source>
        <translation>Avant la partie, chaque joueur choisit où se placent les chevaux et les éléphants de sa dernière rangée : quatre dispositions. Han choisit d’abord, puis Cho.</translation>
    </message>
    <message>
        <source>Under these rules the arrangement of horses and elephants is fixed.</source>
        <translation>Avec ces règles, la disposition des chevaux et des éléphants est fixe.</translation>
    </message>
    <message>
        <source>General and guards</source>
        <translation>Le général et les conseillers</translation>
    </message>
    <message>
        <source>They never leave the palace, the square of nine points with the diagonal lines. They step one point along a line, along the diagonals too.</source>
        <translation>Ils ne quittent jamais le palais, le carré de neuf points avec ses diagonales. Ils avancent d’un point le long d’une ligne, diagonales comprises.</translation>
    </message>
    <message>
        <source>Chariot (車 차)</source>
        <translation>Char (車 차)</translation>
    </message>
    <message>
        <source>Moves any number of free points along a file or a rank, and along the palace diagonals. It takes the first enemy piece in its way.</source>
        <translation>Se déplace d’autant de points libres qu’il veut le long d’une colonne ou d’une rangée, et sur les diagonales du palais. Il prend la première pièce adverse sur son chemin.</translation>
    </message>
    <message>
        <source>Cannon (包 포)</source>
        <translation>Canon (包 포)</translation>
    </message>
    <message>
        <source>Jumps along a line over exactly one piece, the screen, to any free point behind it, or takes the first piece behind the screen. A cannon can neither jump over a cannon nor take one.</source>
        <translation>Saute le long d’une ligne par-dessus exactement une pièce, l’écran, vers un point libre derrière elle, ou prend la première pièce derrière l’écran. Un canon ne peut ni sauter par-dessus un canon ni en prendre un.</translation>
    </message>
    <message>
        <source>Under these rules a cannon that does not capture may also slide like a chariot.</source>
        <translation>Avec ces règles, un canon qui ne prend pas peut aussi glisser comme un char.</translation>
    </message>
    <message>
        <source>Horse (馬 마)</source>
        <translation>Cheval (馬 마)</translation>
    </message>
    <message>
        <source>One point along a line, then one point diagonally outwards. A piece on the first point blocks that way.</source>
        <translation>Un point le long d’une ligne, puis un point en diagonale vers l’extérieur. Une pièce sur le premier point bloque ce chemin.</translation>
    </message>
    <message>
        <source>Elephant (象 상)</source>
        <translation>Éléphant (象 상)</translation>
    </message>
    <message>
        <source>One point along a line, then two points diagonally outwards. A piece on any point of the way blocks it.</source>
        <translation>Un point le long d’une ligne, puis deux points en diagonale vers l’extérieur. Une pièce sur n’importe quel point du chemin le bloque.</translation>
    </message>
    <message>
        <source>Soldier (卒 졸, 兵 병)</source>
        <translation>Soldat (卒 졸, 兵 병)</translation>
    </message>
    <message>
        <source>One point forwards or sideways, never back.</source>
        <translation>Un point en avant ou de côté, jamais en arrière.</translation>
    </message>
    <message>
        <source>In the enemy palace it also steps forwards along the diagonals.</source>
        <translation>Dans le palais adverse, il avance aussi sur les diagonales.</translation>
    </message>
    <message>
        <source>Under these rules soldiers do not use the palace diagonals.</source>
        <translation>Avec ces règles, les soldats n’utilisent pas les diagonales du palais.</translation>
    </message>
    <message>
        <source>The palace lines</source>
        <translation>Les lignes du palais</translation>
    </message>
    <message>
        <source>Chariots, cannons and soldiers may also move along the diagonal lines of either palace, as far as the lines go.</source>
        <translation>Les chars, les canons et les soldats peuvent aussi suivre les diagonales des deux palais, jusqu’où elles vont.</translation>
    </message>
    <message>
        <source>Instead of moving you may pass (한수쉼), but not while your general is in check.</source>
        <translation>Au lieu de jouer, on peut passer (한수쉼), sauf quand son général est en échec.</translation>
    </message>
    <message>
        <source>Two passes in a row end the game: %1.</source>
        <translation>Deux passes de suite terminent la partie : %1.</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Under these rules the generals may face each other on an open file (빅장, bikjang) without any effect.</source>
        <translation>Avec ces règles, les généraux peuvent se faire face sur une colonne libre (빅장, bikjang) sans aucun effet.</translation>
    </message>
    <message>
        <source>When the generals face each other on a file with nothing between them (빅장, bikjang), the side to move must break it with a move or accept a draw.</source>
        <translation>Quand les généraux se font face sur une colonne sans rien entre eux (빅장, bikjang), le camp au trait doit rompre le face-à-face par un coup ou accepter la nulle.</translation>
    </message>
    <message>
        <source>When the generals face each other on a file with nothing between them (빅장, bikjang), the side to move must break it; passing instead ends the game: %1.</source>
        <translation>Quand les généraux se font face sur une colonne sans rien entre eux (빅장, bikjang), le camp au trait doit rompre le face-à-face ; passer à la place termine la partie : %1.</translation>
    </message>
    <message>
        <source>Bikjang (빅장)</source>
        <translation>Bikjang (빅장)</translation>
    </message>
    <message>
        <source>The same position occurring %1 times ends the game: %2.</source>
        <translation>La même position survenue %1 fois termine la partie : %2.</translation>
    </message>
    <message>
        <source>A side that gave check with every move of the repetition loses.</source>
        <translation>Le camp qui a donné échec à chaque coup de la répétition perd.</translation>
    </message>
    <message>
        <source>Moving one piece back and forth again and again (not the general or a guard) loses.</source>
        <translation>Faire aller et venir une même pièce encore et encore (ni le général ni un conseiller) fait perdre.</translation>
    </message>
    <message>
        <source>The game ends after %1 plies (half-moves) in all: %2.</source>
        <translation>La partie se termine après %1 demi-coups au total : %2.</translation>
    </message>
    <message>
        <source>The game ends after %1 plies (half-moves) without a capture: %2.</source>
        <translation>La partie se termine après %1 demi-coups sans prise : %2.</translation>
    </message>
    <message>
        <source>Points: chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2; Han adds 1.5 (덤) for moving second. The side with more points wins.</source>
        <translation>Points : char 13, canon 7, cheval 5, éléphant 3, conseiller 3, soldat 2 ; Han ajoute 1,5 (덤) parce qu’il joue en second. Le camp qui a le plus de points gagne.</translation>
    </message>
    <message>
        <source>Other endings and points</source>
        <translation>Autres fins de partie et points</translation>
    </message>
    <message>
        <source>Move a piece</source>
        <translation>Déplacer une pièce</translation>
    </message>
    <message>
        <source>Click it, then a marked point; or drag it there</source>
        <translation>Cliquez-la, puis un point marqué ; ou faites-la glisser</translation>
    </message>
    <message>
        <source>Let go of a piece</source>
        <translation>Lâcher une pièce</translation>
    </message>
    <message>
        <source>Click it again, or right-click</source>
        <translation>Cliquez-la de nouveau, ou clic droit</translation>
    </message>
    <message>
        <source>Show an earlier position</source>
        <translation>Voir une position antérieure</translation>
    </message>
    <message>
        <source>Click a move in the list, or ← and →</source>
        <translation>Cliquez un coup dans la liste, ou ← et →</translation>
    </message>
    <message>
        <source>Move a piece with the keys</source>
        <translation>Déplacer une pièce au clavier</translation>
    </message>
    <message>
        <source>Tab to the board (or Ctrl+B), the arrows to the piece, Enter or Space to pick it, the same on its point; Escape lets go, a second Escape gives ← and → back to the moves</source>
        <translation>Tab jusqu’au plateau (ou Ctrl+B), les flèches jusqu’à la pièce, Entrée ou Espace pour la prendre, de même sur son point ; Échap la relâche, un second Échap rend ← et → aux coups</translation>
    </message>
    <message>
        <source>How to play Janggi</source>
        <translation>Comment jouer au janggi</translation>
    </message>
    <message>
        <source>Rule set in force: %1</source>
        <translation>Règles en vigueur : %1</translation>
    </message>
    <message>
        <source>Mouse and keyboard</source>
        <translation>Souris et clavier</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>The position</source>
        <translation>La position</translation>
    </message>
    <message>
        <source>The position, row by row</source>
        <translation>La position, rangée par rangée</translation>
    </message>
    <message>
        <source>Taken back. %1</source>
        <translation>Coup repris. %1</translation>
    </message>
    <message>
        <source>New game. %1 to move.</source>
        <translation>Nouvelle partie. %1 joue.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Novice</source>
        <extracomment>Level number -&gt; (name, description), as written in engine/levels.py.</extracomment>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Looks at its own move only: grabs pieces even when they are defended half the time, never sees the reply, and judges positions roughly. A first game's opponent.</source>
        <translation>Ne regarde que son propre coup : prend une pièce défendue une fois sur deux, ne voit jamais la réponse et juge les positions grossièrement. L’adversaire d’une première partie.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>One ply plus the capture sequence; often misjudges, sometimes grabs a defended piece.</source>
        <translation>Un demi-coup plus la suite de prises ; se trompe souvent, prend parfois une pièce défendue.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Occasionnel</translation>
    </message>
    <message>
        <source>Sees the opponent's direct reply; still loose and inconsistent.</source>
        <translation>Voit la réponse directe de l’adversaire ; encore approximatif et inégal.</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>Apprenti</translation>
    </message>
    <message>
        <source>Two plies with captures; makes fewer oversights.</source>
        <translation>Deux demi-coups avec les prises ; fait moins d’oublis.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Three plies; plays solid moves with a little noise.</source>
        <translation>Trois demi-coups ; joue des coups solides avec un peu d’imprécision.</translation>
    </message>
    <message>
        <source>Strong club</source>
        <translation>Bon joueur de club</translation>
    </message>
    <message>
        <source>Four plies, some noise.</source>
        <translation>Quatre demi-coups, une certaine imprécision.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Five plies, no noise.</source>
        <translation>Cinq demi-coups, sans imprécision.</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Confirmé</translation>
    </message>
    <message>
        <source>Six plies, no noise.</source>
        <translation>Six demi-coups, sans imprécision.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Seven plies, no noise, sound openings from the book.</source>
        <translation>Sept demi-coups, sans imprécision, des ouvertures sûres tirées du livre.</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Grand maître</translation>
    </message>
    <message>
        <source>Full strength: the whole search within its time (5 seconds a move by default, or what the clock or the caller allows).</source>
        <translation>Pleine force : toute la recherche dans son temps (5 secondes par coup par défaut, ou ce que permet la pendule ou l’appelant).</translation>
    </message>
    <message>
        <source>≈ Fairy-Stockfish Skill %1</source>
        <translation>≈ Fairy-Stockfish, niveau de jeu %1</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <source>The game could not be kept in the library: %1</source>
        <extracomment>How many refused games the report box lists (the rest are counted). (files done, files in all, games imported, duplicates, refused) The final :class:`ImportReport` (also after a cancel). The library or a path could not be used: the message. An import ended (finished or cancelled): its ImportReport. A game was stored: its id in the library.</extracomment>
        <translation>La partie n'a pas pu être gardée dans la bibliothèque : %1</translation>
    </message>
    <message>
        <source>Import games into the library</source>
        <translation>Importer des parties dans la bibliothèque</translation>
    </message>
    <message>
        <source>Import the games of a folder</source>
        <translation>Importer les parties d’un dossier</translation>
    </message>
    <message>
        <source>Game records (*.pgn *.gib *.PGN *.GIB);;All files (*)</source>
        <translation>Parties (*.pgn *.gib *.PGN *.GIB);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Importing games…</source>
        <translation>Importation des parties…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>Importer des parties</translation>
    </message>
    <message>
        <source>1 game imported</source>
        <translation>1 partie importée</translation>
    </message>
    <message numerus="yes">
        <source>%n games imported</source>
        <translation>
            <numerusform>%n partie importée</numerusform>
            <numerusform>%n parties importées</numerusform>
        </translation>
    </message>
    <message>
        <source>1 duplicate</source>
        <translation>1 doublon</translation>
    </message>
    <message numerus="yes">
        <source>%n duplicates</source>
        <translation>
            <numerusform>%n doublon</numerusform>
            <numerusform>%n doublons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>%n refusée</numerusform>
            <numerusform>%n refusées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>Imported 1 game</source>
        <translation>1 partie importée</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n games</source>
        <translation>
            <numerusform>%n partie importée</numerusform>
            <numerusform>%n parties importées</numerusform>
        </translation>
    </message>
    <message>
        <source>Import cancelled: %1</source>
        <translation>Importation annulée (%1)</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… et %1 de plus</translation>
    </message>
    <message>
        <source>These games could not be read:</source>
        <translation>Ces parties n'ont pas pu être lues :</translation>
    </message>
    <message>
        <source>The games could not be imported: %1</source>
        <translation>Les parties n'ont pas pu être importées : %1</translation>
    </message>
    <message>
        <source>An import is already running: wait for it or cancel it</source>
        <translation>Une importation est déjà en cours : attendez-la ou annulez-la</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Analysis</source>
        <extracomment>The user wants this many lines (1-5).</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Hint (훈수)</source>
        <translation>Conseil (훈수)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Mar&amp;k this move</source>
        <translation>&amp;Annoter ce coup</translation>
    </message>
    <message>
        <source>Janggi Desktop</source>
        <extracomment>When the window finishes its start (MainWindow.finish_start) if the board has painted no frame by then (milliseconds). The window's size the first time (no saved geometry), when the screen has room for it. Room left around that first window on a smaller screen: its frame and title bar (the available geometry already leaves out the task bar). Emitted when a game ends (after the board is frozen): the Outcome. An autosave write failed (emitted from the autosave's writer thread; shown in the window's).</extracomment>
        <translation>Janggi Desktop</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Attention : %1</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <extracomment>The View menu's choices: the Settings field each sets, and the WindowActions field of its actions.</extracomment>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a game record (.pgn, .gib or .fen)</source>
        <translation>Ouvrir une partie enregistrée (.pgn, .gib ou .fen)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>Enregistrer cette partie</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save this game to a new PGN or .gib file</source>
        <translation>Enregistrer cette partie dans un nouveau fichier PGN ou .gib</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copier le &amp;FEN</translation>
    </message>
    <message>
        <source>Copy the position on the board as FEN</source>
        <translation>Copier la position du plateau en FEN</translation>
    </message>
    <message>
        <source>Paste &amp;game (PGN or .gib)</source>
        <translation>Coller une &amp;partie (PGN ou .gib)</translation>
    </message>
    <message>
        <source>Open the game record on the clipboard</source>
        <translation>Ouvrir la partie contenue dans le presse-papiers</translation>
    </message>
    <message>
        <source>Copy the whole game as PGN</source>
        <translation>Copier toute la partie en PGN</translation>
    </message>
    <message>
        <source>&amp;First position</source>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <source>Show the start position (Home)</source>
        <translation>Afficher la position initiale (Début)</translation>
    </message>
    <message>
        <source>Show the position one move earlier (←)</source>
        <translation>Afficher la position un coup plus tôt (←)</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>Coup &amp;suivant</translation>
    </message>
    <message>
        <source>Show the position one move later (→)</source>
        <translation>Afficher la position un coup plus tard (→)</translation>
    </message>
    <message>
        <source>&amp;Last position</source>
        <translation>&amp;Dernière position</translation>
    </message>
    <message>
        <source>Show the latest position (End)</source>
        <translation>Afficher la dernière position (Fin)</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>&amp;Continuer à partir d’ici</translation>
    </message>
    <message>
        <source>Play on from the position shown (the later moves are removed)</source>
        <translation>Reprendre le jeu depuis la position affichée (les coups suivants sont supprimés)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Reprendre le coup</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>Pass this turn (한수쉼)</source>
        <translation>Passer ce tour (한수쉼)</translation>
    </message>
    <message>
        <source>Accept &amp;draw</source>
        <translation>Accepter la nu&amp;lle</translation>
    </message>
    <message>
        <source>Accept the draw the bikjang offers</source>
        <translation>Accepter la nulle que propose le bikjang</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <source>Resign this game</source>
        <translation>Abandonner cette partie</translation>
    </message>
    <message>
        <source>&amp;Move now</source>
        <translation>&amp;Jouer maintenant</translation>
    </message>
    <message>
        <source>Make the engine play its best move so far (or ask it again)</source>
        <translation>Faire jouer au moteur son meilleur coup trouvé (ou le lui redemander)</translation>
    </message>
    <message>
        <source>Stop both clocks, or start them again (between people, or on your turn against the computer)</source>
        <translation>Arrêter les deux pendules ou les relancer (entre deux personnes, ou à votre tour contre l'ordinateur)</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Moteurs…</translation>
    </message>
    <message>
        <source>The built-in engine and external UCI engines such as Fairy-Stockfish</source>
        <translation>Le moteur intégré et les moteurs UCI externes comme Fairy-Stockfish</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Retourner le plateau</translation>
    </message>
    <message>
        <source>Turn the board around</source>
        <translation>Faire pivoter le plateau d’un demi-tour</translation>
    </message>
    <message>
        <source>Switch the piece labels: hanja, hangeul, Latin</source>
        <translation>Changer les étiquettes des pièces : hanja, hangeul, lettres latines</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>&amp;Taper un coup</translation>
    </message>
    <message>
        <source>Type a move: 79졸78, Hc3, c7d7, a destination, or pass (/)</source>
        <translation>Taper un coup : 79졸78, Hc3, c7d7, une destination, ou passer (/)</translation>
    </message>
    <message>
        <source>Move on the &amp;board with the keys</source>
        <translation>Jouer au cla&amp;vier sur le plateau</translation>
    </message>
    <message>
        <source>A cursor on the board: arrows move it, Enter picks a piece and then its destination, Escape lets go</source>
        <translation>Un curseur sur le plateau : les flèches le déplacent, Entrée choisit une pièce puis sa destination, Échap la relâche</translation>
    </message>
    <message>
        <source>The position as text, row by row, with each side's pieces, the clocks and the result</source>
        <translation>La position en texte, rangée par rangée, avec les pièces de chaque camp, les pendules et le résultat</translation>
    </message>
    <message>
        <source>&amp;Hint (훈수)</source>
        <translation>&amp;Conseil (훈수)</translation>
    </message>
    <message>
        <source>Show the engine's best move for you (the game records it)</source>
        <translation>Montrer le meilleur coup du moteur pour vous (la partie l’enregistre)</translation>
    </message>
    <message>
        <source>Analysis &amp;mode</source>
        <translation>&amp;Mode analyse</translation>
    </message>
    <message>
        <source>Analyse the position on the board continuously: evaluation bar, best lines and arrow</source>
        <translation>Analyser en continu la position de l’échiquier : barre d’évaluation, meilleures lignes et flèche</translation>
    </message>
    <message>
        <source>Analyse &amp;game</source>
        <translation>Anal&amp;yser la partie</translation>
    </message>
    <message>
        <source>Evaluate every position: graph, marked mistakes and better moves</source>
        <translation>Évaluer chaque position : graphique, erreurs marquées et meilleurs coups</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>Erreur &amp;suivante</translation>
    </message>
    <message>
        <source>Show the next move marked ?!, ? or ??</source>
        <translation>Montrer le coup suivant marqué ?!, ? ou ??</translation>
    </message>
    <message>
        <source>&amp;Previous mistake</source>
        <translation>Erreur &amp;précédente</translation>
    </message>
    <message>
        <source>Show the previous move marked ?!, ? or ??</source>
        <translation>Montrer le coup précédent marqué ?!, ? ou ??</translation>
    </message>
    <message>
        <source>&amp;Allow hints</source>
        <translation>&amp;Autoriser les conseils</translation>
    </message>
    <message>
        <source>Turn the Hint command on or off</source>
        <translation>Activer ou désactiver la commande Conseil</translation>
    </message>
    <message>
        <source>&amp;Hanja (漢字)</source>
        <translation>&amp;Hanja (漢字)</translation>
    </message>
    <message>
        <source>Han&amp;geul (한글)</source>
        <translation>Han&amp;geul (한글)</translation>
    </message>
    <message>
        <source>&amp;Latin letters</source>
        <translation>&amp;Lettres latines</translation>
    </message>
    <message>
        <source>&amp;Korean digits (1–9, 1–0)</source>
        <translation>Chiffres &amp;coréens (1–9, 1–0)</translation>
    </message>
    <message>
        <source>&amp;Algebraic (a–i, 1–10)</source>
        <translation>&amp;Algébrique (a–i, 1–10)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>&amp;About Janggi Desktop</source>
        <translation>À &amp;propos de Janggi Desktop</translation>
    </message>
    <message>
        <source>&amp;Paste FEN…</source>
        <translation>Co&amp;ller un FEN…</translation>
    </message>
    <message>
        <source>Start a new game from a FEN (the clipboard's, or typed)</source>
        <translation>Commencer une nouvelle partie à partir d’un FEN (celui du presse-papiers, ou tapé)</translation>
    </message>
    <message>
        <source>Copy PG&amp;N</source>
        <translation>Copier le P&amp;GN</translation>
    </message>
    <message>
        <source>Pre&amp;vious move</source>
        <translation>Coup pr&amp;écédent</translation>
    </message>
    <message>
        <source>Pause cloc&amp;ks</source>
        <translation>Mettre les pendules en pa&amp;use</translation>
    </message>
    <message>
        <source>Next label se&amp;t</source>
        <translation>É&amp;tiquettes suivantes</translation>
    </message>
    <message>
        <source>Read the p&amp;osition</source>
        <translation>Lire la p&amp;osition</translation>
    </message>
    <message>
        <source>Copy board as &amp;image</source>
        <translation>Copier le plateau en &amp;image</translation>
    </message>
    <message>
        <source>Copy a picture of the board, to share the position</source>
        <translation>Copier une image du plateau, pour partager la position</translation>
    </message>
    <message>
        <source>&amp;Edit a position…</source>
        <translation>É&amp;diter une position…</translation>
    </message>
    <message>
        <source>Set up any position, then play or analyse it</source>
        <translation>Mettre en place n’importe quelle position, puis la jouer ou l’analyser</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>The rules, with pictures, and the keyboard shortcuts</source>
        <translation>Les règles, en images, et les raccourcis clavier</translation>
    </message>
    <message>
        <source>Copy &amp;moves</source>
        <translation>Copier les &amp;coups</translation>
    </message>
    <message>
        <source>Copy the moves as the list writes them</source>
        <translation>Copier les coups tels que la liste les écrit</translation>
    </message>
    <message>
        <source>Your na&amp;me…</source>
        <translation>Votre no&amp;m…</translation>
    </message>
    <message>
        <source>Your name in the records of your games</source>
        <translation>Votre nom dans les relevés de vos parties</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>Sounds for moves, captures, check and the end of the game</source>
        <translation>Des sons pour les coups, les prises, l’échec et la fin de partie</translation>
    </message>
    <message>
        <source>&amp;Wood</source>
        <translation>&amp;Bois</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
    <message>
        <source>&amp;Classic (brush and regular script)</source>
        <translation>&amp;Classiques (pinceau et écriture régulière)</translation>
    </message>
    <message>
        <source>&amp;Bold (clearest when small)</source>
        <translation>&amp;Grasses (les plus lisibles en petit)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Aucune</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Korean (79卒78, 79졸78)</source>
        <translation>&amp;Coréenne (79卒78, 79졸78)</translation>
    </message>
    <message>
        <source>&amp;Algebraic, as in PGN (Hc3)</source>
        <translation>&amp;Algébrique, comme en PGN (Hc3)</translation>
    </message>
    <message>
        <source>&amp;Coordinates (b1c3)</source>
        <translation>C&amp;oordonnées (b1c3)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <source>Recover previous &amp;game</source>
        <translation>Récupérer la partie &amp;précédente</translation>
    </message>
    <message>
        <source>No game to recover</source>
        <translation>Aucune partie à récupérer</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>Analysis &amp;engine</source>
        <translation>Moteur d’a&amp;nalyse</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Piece &amp;labels</source>
        <translation>&amp;Étiquettes des pièces</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>&amp;Pièces</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>Pla&amp;teau</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Coordonnées</translation>
    </message>
    <message>
        <source>Move &amp;notation</source>
        <translation>N&amp;otation des coups</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>A&amp;nimation</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>%1 is not legal in the position shown.</source>
        <translation>%1 n’est pas un coup légal dans la position affichée.</translation>
    </message>
    <message>
        <source>Play on from here, after %1? The %2 after it will be removed from this game.</source>
        <translation>Continuer d’ici, après %1 ? Les %2 suivants seront retirés de cette partie.</translation>
    </message>
    <message>
        <source>Passing now ends the game (count or draw, by the rule set). Pass?</source>
        <translation>Passer maintenant termine la partie (décompte des points ou nulle, selon les règles). Passer ?</translation>
    </message>
    <message>
        <source>Pass this turn (한수쉼) without moving?</source>
        <translation>Passer ce tour (한수쉼) sans jouer ?</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>%1 resigns this game?</source>
        <translation>%1 abandonne cette partie ?</translation>
    </message>
    <message>
        <source>The engine could not move</source>
        <translation>Le moteur n’a pas pu jouer</translation>
    </message>
    <message>
        <source>Clocks: Cho %1, Han %2</source>
        <translation>Pendules : Cho %1, Han %2</translation>
    </message>
    <message>
        <source>%1

The game is kept: you can undo, save it, ask the engine again (Move now) or start a new game.</source>
        <translation>%1

La partie est conservée : vous pouvez annuler, l’enregistrer, redemander au moteur (Jouer maintenant) ou commencer une nouvelle partie.</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Continuer à partir d’ici</translation>
    </message>
    <message>
        <source>Pass — ends the game (count/draw)</source>
        <translation>Passer — termine la partie (points/nulle)</translation>
    </message>
    <message>
        <source>장군 / check</source>
        <translation>장군 / échec</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>La partie n’a pas pu être enregistrée automatiquement : %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Reprendre le coup</translation>
    </message>
    <message>
        <source>Take back the last move? Both clocks go back to the time they showed then.</source>
        <translation>Reprendre le dernier coup ? Les deux pendules reviennent au temps qu'elles indiquaient alors.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1</source>
        <translation>Les réglages n’ont pas pu être enregistrés : %1</translation>
    </message>
    <message>
        <source>&amp;Import games…</source>
        <translation>&amp;Importer des parties…</translation>
    </message>
    <message>
        <source>Import a &amp;folder…</source>
        <translation>Importer un &amp;dossier…</translation>
    </message>
    <message>
        <source>Add the games of every .pgn and .gib file of a folder and its subfolders to the game library</source>
        <translation>Ajouter à la bibliothèque les parties de tous les fichiers .pgn et .gib d’un dossier et de ses sous-dossiers</translation>
    </message>
    <message>
        <source>Add the games of .pgn and .gib files to the game library</source>
        <translation>Ajouter les parties de fichiers .pgn et .gib à la bibliothèque de parties</translation>
    </message>
    <message>
        <source>Opening e&amp;xplorer</source>
        <translation>E&amp;xplorateur d’ouvertures</translation>
    </message>
    <message>
        <source>Show the moves played from the position on the board in the library's games</source>
        <translation>Montrer les coups joués depuis la position de l’échiquier dans les parties de la bibliothèque</translation>
    </message>
    <message>
        <source>Opening explorer</source>
        <translation>Explorateur d’ouvertures</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <translation>&amp;Bibliothèque…</translation>
    </message>
    <message>
        <source>Browse, search, open and export the games of the library</source>
        <translation>Parcourir, chercher, ouvrir et exporter les parties de la bibliothèque</translation>
    </message>
    <message>
        <source>Take back your last move and the computer's reply? Both clocks go back to the time they showed then.</source>
        <translation>Reprendre votre dernier coup et la réponse de l’ordinateur ? Les deux pendules reviennent à l’heure qu’elles indiquaient alors.</translation>
    </message>
    <message>
        <source>Took back your last move and the computer's reply.</source>
        <translation>Votre dernier coup et la réponse de l’ordinateur ont été repris.</translation>
    </message>
    <message>
        <source>A&amp;dd opened records to the library</source>
        <translation>&amp;Ajouter les parties ouvertes à la bibliothèque</translation>
    </message>
    <message>
        <source>Keep every record opened from a file in the game library without asking</source>
        <translation>Garder dans la bibliothèque, sans demander, chaque partie ouverte depuis un fichier</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>En&amp;traînement</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Problèmes…</translation>
    </message>
    <message>
        <source>Solve Janggi puzzles chosen near your puzzle rating</source>
        <translation>Résoudre des problèmes de janggi choisis près de votre classement</translation>
    </message>
    <message>
        <source>The game could not be opened from the library: %1</source>
        <translation>La partie n’a pas pu être ouverte depuis la bibliothèque : %1</translation>
    </message>
    <message>
        <source>The positions of your ? and ?? moves in your analysed games: find a better move, each one brought back until you do</source>
        <translation>Les positions de vos coups ? et ?? dans vos parties analysées : trouvez un meilleur coup ; chacune revient jusqu’à ce que vous le trouviez</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>elle n’y est plus</translation>
    </message>
</context>
<context>
    <name>MoveBox</name>
    <message>
        <source>Type a move (/)</source>
        <translation>Taper un coup (/)</translation>
    </message>
    <message>
        <source>79졸78, Hc3, c7d7, 78, pass…</source>
        <translation>79졸78, Hc3, c7d7, 78, passer…</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Taper un coup</translation>
    </message>
    <message>
        <source>Korean notation (79졸78, P79-78), algebraic (Hc3), coordinates (c7d7), a destination alone when one piece can go there (78), or pass; then Enter</source>
        <translation>Notation coréenne (79졸78, S79-78), algébrique (Hc3), coordonnées (c7d7), une destination seule quand une seule pièce peut y aller (78), ou passer ; puis Entrée</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>a move is text, not {type}</source>
        <extracomment>The move reader's messages (the templates of records/move_entry.py), declared for pyside6-lupdate; a template missing here is shown in English (tests/ui/test_keyboard_play.py checks that all are here).</extracomment>
        <translation>un coup est un texte, pas {type}</translation>
    </message>
    <message>
        <source>type a move, e.g. 79졸78, Hc3, c7d7 or pass</source>
        <translation>tapez un coup, par exemple 79졸78, Hc3, c7d7 ou passer</translation>
    </message>
    <message>
        <source>{text}: the game is over</source>
        <translation>{text} : la partie est finie</translation>
    </message>
    <message>
        <source>{text} is not a point: a Korean square is a row (1-9, 0) then a column (1-9)</source>
        <translation>{text} n'est pas un point : une case coréenne est une rangée (1-9, 0) puis une colonne (1-9)</translation>
    </message>
    <message>
        <source>{text}: a move needs two different points</source>
        <translation>{text} : un coup demande deux points différents</translation>
    </message>
    <message>
        <source>{text}: there is no piece on {square}</source>
        <translation>{text} : il n'y a pas de pièce en {square}</translation>
    </message>
    <message>
        <source>{text}: the piece on {square} is not {side}'s</source>
        <translation>{text} : la pièce en {square} n'est pas à {side}</translation>
    </message>
    <message>
        <source>{text}: {side} is in check and this move does not answer it</source>
        <translation>{text} : {side} est en échec et ce coup n'y répond pas</translation>
    </message>
    <message>
        <source>{text}: the generals face each other (bikjang): this move does not break it</source>
        <translation>{text} : les généraux se font face (bikjang) : ce coup ne le rompt pas</translation>
    </message>
    <message>
        <source>{text}: this move would leave {side}'s general in check</source>
        <translation>{text} : ce coup laisserait le général de {side} en échec</translation>
    </message>
    <message>
        <source>{text}: the {piece} on {square} cannot go to {target}</source>
        <translation>{text} : le {piece} en {square} ne peut pas aller en {target}</translation>
    </message>
    <message>
        <source>{text}: {side} may not pass while in check</source>
        <translation>{text} : {side} ne peut pas passer en échec</translation>
    </message>
    <message>
        <source>{text}: {side} may not pass in bikjang: break it (or accept the draw)</source>
        <translation>{text} : {side} ne peut pas passer en bikjang : rompez-le (ou acceptez la nulle)</translation>
    </message>
    <message>
        <source>{text}: {side} may not pass now</source>
        <translation>{text} : {side} ne peut pas passer maintenant</translation>
    </message>
    <message>
        <source>{text}: no {piece} of {side} can go to {target}</source>
        <translation>{text} : aucun {piece} de {side} ne peut aller en {target}</translation>
    </message>
    <message>
        <source>{text} is ambiguous: {count} moves fit ({choices}); say which piece moves</source>
        <translation>{text} est ambigu : {count} coups conviennent ({choices}) ; dites quelle pièce joue</translation>
    </message>
    <message>
        <source>{text}: the piece on {square} is a {piece}, not {written}</source>
        <translation>{text} : la pièce en {square} est un {piece}, pas {written}</translation>
    </message>
    <message>
        <source>{text}: {letter} is not a piece letter</source>
        <translation>{text} : {letter} n'est pas une lettre de pièce</translation>
    </message>
    <message>
        <source>{text}: the move is marked for the other side; {side} is to move</source>
        <translation>{text} : le coup est marqué pour l'autre camp ; c'est à {side} de jouer</translation>
    </message>
    <message>
        <source>{text}: {extra} after the destination is not a piece</source>
        <translation>{text} : {extra} après la destination n'est pas une pièce</translation>
    </message>
    <message>
        <source>{text}: there is no {piece} to capture on {square}</source>
        <translation>{text} : il n'y a pas de {piece} à prendre en {square}</translation>
    </message>
    <message>
        <source>{text} is not a move: type e.g. 79졸78, P79-78, Hc3, c7d7, a destination such as 78, or pass</source>
        <translation>{text} n'est pas un coup : tapez par exemple 79졸78, S79-78, Hc3, c7d7, une destination comme 78, ou passer</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <extracomment>A sentence said aloud (announced to screen readers and shown under the move box).</extracomment>
        <translation>Attendez : ce n'est pas votre tour.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The move was not played.</source>
        <translation>Le coup n'a pas été joué.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>Keys of the "who plays" lists: a person, the built-in engine, ``engine:NAME`` for an engine of the registry, ``saved:SIDE`` for an external engine given by the caller that the registry does not list.</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation>Deux joueurs sur cet ordinateur</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Jouer contre l’ordinateur</translation>
    </message>
    <message>
        <source>Watch two engines</source>
        <translation>Regarder deux moteurs</translation>
    </message>
    <message>
        <source>Cho (초) — moves first</source>
        <translation>Cho (초) — joue en premier</translation>
    </message>
    <message>
        <source>Han (한) — receives 1.5 points</source>
        <translation>Han (한) — reçoit 1,5 point</translation>
    </message>
    <message>
        <source>Your side:</source>
        <translation>Votre camp :</translation>
    </message>
    <message>
        <source>Manage engines…</source>
        <translation>Gérer les moteurs…</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Joueur humain</translation>
    </message>
    <message>
        <source>(strength as saved)</source>
        <translation>(force enregistrée)</translation>
    </message>
    <message>
        <source>%1 cannot play the %2 rule set (it plays: %3).</source>
        <translation>%1 ne joue pas avec les règles %2 (il joue : %3).</translation>
    </message>
    <message>
        <source>Not in the engine list; run as saved: %1</source>
        <translation>Absent de la liste des moteurs ; lancé tel qu’enregistré : %1</translation>
    </message>
    <message>
        <source>Does not play the %1 rule set</source>
        <translation>Ne joue pas avec les règles %1</translation>
    </message>
    <message>
        <source>Choose another engine or another rule set to start.</source>
        <translation>Choisissez un autre moteur ou d’autres règles pour commencer.</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Joueur humain</translation>
    </message>
    <message>
        <source>Janggi Desktop level %1 (%2)</source>
        <translation>Janggi Desktop niveau %1 (%2)</translation>
    </message>
    <message>
        <source>%1, strength %2</source>
        <translation>%1, force %2</translation>
    </message>
    <message>
        <source>Two players (hotseat) · %1</source>
        <translation>Deux joueurs sur le même ordinateur · %1</translation>
    </message>
    <message>
        <source>You play %1 against %2 · %3</source>
        <translation>Vous jouez %1 contre %2 · %3</translation>
    </message>
    <message>
        <source>%1 (Cho) against %2 (Han) · %3</source>
        <translation>%1 (Cho) contre %2 (Han) · %3</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message>
        <source>Cho %1 · Han %2</source>
        <translation>Cho %1 · Han %2</translation>
    </message>
</context>
<context>
    <name>Position</name>
    <message>
        <source>Type or paste a FEN.</source>
        <translation>Tapez ou collez un FEN.</translation>
    </message>
    <message>
        <source>✓ A position to start from: %1 to move, %2 pieces.</source>
        <translation>✓ Une position de départ valable : %1 au trait, %2 pièces.</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <extracomment>The user asked for the position editor with the text typed so far.</extracomment>
        <translation>Coller un FEN</translation>
    </message>
    <message>
        <source>A new game starts from this position, with the same players.</source>
        <translation>Une nouvelle partie commence à partir de cette position, avec les mêmes joueurs.</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <source>Edit the position…</source>
        <translation>Éditer la position…</translation>
    </message>
    <message>
        <source>Edit a position</source>
        <extracomment>The position changed (by the user or :meth:`set_placement`). What a click on a point does: ("cho", "R") places that piece, ERASER removes.</extracomment>
        <translation>Éditer une position</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Click pieces to remove them (a right click removes too)</source>
        <translation>Cliquez des pièces pour les retirer (un clic droit retire aussi)</translation>
    </message>
    <message>
        <source>Choose a piece, then click points; or drag it onto the board. Drag pieces to move them, off the board to remove them.</source>
        <translation>Choisissez une pièce, puis cliquez des points ; ou faites-la glisser sur le plateau. Faites glisser les pièces pour les déplacer, hors du plateau pour les retirer.</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Only the generals</source>
        <translation>Les généraux seuls</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>Au trait :</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN :</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Jouer à partir d’ici…</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
</context>
<context>
    <name>RecordsController</name>
    <message>
        <source>Open a record</source>
        <extracomment>Formats Save as writes, by extension (the records package also reads .fen, but a FEN keeps no moves). A record's game is to be shown (game, clock marks): the window wires it to the game starter. A record was opened and its game shown: the record (its analysis and hints come with it). A position (a Game) to play on from, with the same players (Edit → Paste FEN). A FEN to open in the position editor, under a rule set's name. The window's title. File → Open recent (filled when shown; None until the menus are made). The file Save writes to (None: Save asks, as Save as) and the loaded record's tags (players...).</extracomment>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Janggi records (*.pgn *.gib *.fen);;PGN (*.pgn);;Korean records (*.gib);;FEN (*.fen);;All files (*)</source>
        <translation>Parties de janggi (*.pgn *.gib *.fen);;PGN (*.pgn);;Parties au format coréen (*.gib);;FEN (*.fen);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>Impossible d’ouvrir %1</translation>
    </message>
    <message>
        <source>Could not open the record</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>Janggi Desktop — %1</source>
        <translation>Janggi Desktop — %1</translation>
    </message>
    <message>
        <source>Janggi Desktop</source>
        <translation>Janggi Desktop</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Your name in the records of your games (File → Your name changes it):</source>
        <translation>Votre nom dans les relevés de vos parties (Fichier → Votre nom le change) :</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Korean records (*.gib)</source>
        <translation>Parties au format coréen (*.gib)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>%1: choose a name ending in .pgn or .gib.</source>
        <translation>%1 : choisissez un nom finissant par .pgn ou .gib.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>FEN copié.</translation>
    </message>
    <message>
        <source>Moves copied.</source>
        <translation>Coups copiés.</translation>
    </message>
    <message>
        <source>Could not copy the game</source>
        <translation>Impossible de copier la partie</translation>
    </message>
    <message>
        <source>PGN copied.</source>
        <translation>PGN copié.</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Le presse-papiers ne contient pas de texte.</translation>
    </message>
    <message>
        <source>New game from the pasted position.</source>
        <translation>Nouvelle partie à partir de la position collée.</translation>
    </message>
    <message>
        <source>A picture of the board was copied.</source>
        <translation>Une image du plateau a été copiée.</translation>
    </message>
    <message>
        <source>Paste game</source>
        <translation>Coller une partie</translation>
    </message>
    <message>
        <source>The pasted text holds no game.</source>
        <translation>Le texte collé ne contient aucune partie.</translation>
    </message>
    <message>
        <source>The pasted text could not be read as a game:
%1</source>
        <translation>Le texte collé n’a pas pu être lu comme une partie :
%1</translation>
    </message>
    <message>
        <source>The pasted text</source>
        <translation>Le texte collé</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>%1 of about %2 games read</source>
        <translation>%1 parties lues sur environ %2</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation>Ouverture de %1 annulée</translation>
    </message>
</context>
<context>
    <name>ReportPanel</name>
    <message>
        <source>Game report</source>
        <extracomment>Colours of the marks (glyph -&gt; colour), as lichess uses them: inaccuracy, mistake, blunder.</extracomment>
        <translation>Rapport de partie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>◀ Previous mistake</source>
        <translation>◀ Erreur précédente</translation>
    </message>
    <message>
        <source>Next mistake ▶</source>
        <translation>Erreur suivante ▶</translation>
    </message>
    <message>
        <source>Analysing… %1 of %2 positions</source>
        <translation>Analyse… %1 positions sur %2</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>Practise these mistakes</source>
        <translation>S’entraîner sur ces erreurs</translation>
    </message>
    <message>
        <source>Play the positions before your ? and ?? moves again, and find better moves (Training → My mistakes brings them back)</source>
        <translation>Rejouez les positions d’avant vos coups ? et ??, et trouvez de meilleurs coups (Entraînement → Mes erreurs les ramène)</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Janggi Desktop's rules: bikjang offers a draw to accept or break, 3rd repetition draws, 200 plies in total are decided on points.</source>
        <translation>Règles de Janggi Desktop : le bikjang offre une nulle à accepter ou à rompre, la 3e répétition est nulle, au bout de 200 demi-coups au total les points décident.</translation>
    </message>
    <message>
        <source>Youzai club rules: fixed arrangement, cannons slide when not capturing, no soldier diagonals, 200 plies without capture draw.</source>
        <translation>Règles du club Youzai : disposition fixe, les canons glissent quand ils ne prennent pas, pas de diagonales pour les soldats, 200 demi-coups sans prise font nulle.</translation>
    </message>
    <message>
        <source>KJA tournament rules (Fairy-Stockfish 'janggi'): unresolved bikjang, double pass, repetition and 100 plies without capture are decided on points.</source>
        <translation>Règles des tournois de la KJA (Fairy-Stockfish « janggi ») : bikjang non rompu, double passe, répétition et 100 demi-coups sans prise se décident aux points.</translation>
    </message>
    <message>
        <source>Traditional rules (Fairy-Stockfish 'janggitraditional'): the same endings are draws.</source>
        <translation>Règles traditionnelles (Fairy-Stockfish « janggitraditional ») : ces mêmes fins sont nulles.</translation>
    </message>
    <message>
        <source>Kakao rules (Fairy-Stockfish 'janggimodern'): no bikjang, 4th repetition and 200 plies without capture on points, shuttling a piece loses.</source>
        <translation>Règles Kakao (Fairy-Stockfish « janggimodern ») : pas de bikjang, 4e répétition et 200 demi-coups sans prise aux points, les allers-retours d’une pièce font perdre.</translation>
    </message>
    <message>
        <source>Casual rules (Fairy-Stockfish 'janggicasual'): no bikjang, no points; those endings are draws.</source>
        <translation>Règles libres (Fairy-Stockfish « janggicasual ») : pas de bikjang, pas de points ; ces fins sont nulles.</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>mat</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>abandon</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>nulle convenue</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>perte au temps</translation>
    </message>
    <message>
        <source>bikjang (facing generals)</source>
        <translation>bikjang (généraux face à face)</translation>
    </message>
    <message>
        <source>both sides passed</source>
        <translation>les deux camps ont passé</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>répétition</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>échec perpétuel</translation>
    </message>
    <message>
        <source>shuttling a piece back and forth</source>
        <translation>allers-retours d’une pièce</translation>
    </message>
    <message>
        <source>move limit reached</source>
        <translation>limite de coups atteinte</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Setup: horses and elephants (차림)</source>
        <translation>Disposition : chevaux et éléphants (차림)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Han chose: %1.</source>
        <translation>Han a choisi : %1.</translation>
    </message>
    <message>
        <source>The computer chooses its own arrangement.</source>
        <translation>L’ordinateur choisit sa propre disposition.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Computer</source>
        <extracomment>The user clicked a move in the list: the number of moves to show (1 = the position after the first).</extracomment>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Cho (초)</source>
        <extracomment>How the list writes moves (ui/notation.py NOTATIONS); the window sets it from the settings.</extracomment>
        <translation>Cho (초)</translation>
    </message>
    <message>
        <source>Han (한)</source>
        <translation>Han (한)</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partie terminée : %1</translation>
    </message>
    <message>
        <source>Cho (초) to move</source>
        <translation>Au tour de Cho (초)</translation>
    </message>
    <message>
        <source>Han (한) to move</source>
        <translation>Au tour de Han (한)</translation>
    </message>
    <message>
        <source>장군 / check</source>
        <translation>장군 / échec</translation>
    </message>
    <message>
        <source>Start position (0 of %1 plies)</source>
        <translation>Position de départ (0 sur %1 demi-coups)</translation>
    </message>
    <message>
        <source>ply %1 of %2</source>
        <translation>demi-coup %1 sur %2</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>A move played here starts a variation; Continue from here removes the later moves.</source>
        <translation>Un coup joué ici ouvre une variante ; « Continuer à partir d’ici » retire les coups suivants.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Waiting for your move.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <source>Thinking… depth %1, evaluation %2</source>
        <translation>Réflexion… profondeur %1, évaluation %2</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>The result the record gives: its moves do not end the game.</source>
        <translation>Le résultat indiqué par la partie enregistrée : ses coups ne terminent pas la partie.</translation>
    </message>
</context>
<context>
    <name>ScoreLines</name>
    <message>
        <source>Ply %1</source>
        <translation>Demi-coup %1</translation>
    </message>
    <message>
        <source>Ply %1 / %2</source>
        <translation>Demi-coup %1 / %2</translation>
    </message>
    <message>
        <source>%1 without capture / %2</source>
        <translation>%1 sans prise / %2</translation>
    </message>
    <message>
        <source>Taken by Cho: %1</source>
        <translation>Pris par Cho : %1</translation>
    </message>
    <message>
        <source>Taken by Han: %1</source>
        <translation>Pris par Han : %1</translation>
    </message>
    <message>
        <source>Cho is %1 points ahead</source>
        <translation>Cho a %1 points d’avance</translation>
    </message>
    <message>
        <source>Han is %1 points ahead</source>
        <translation>Han a %1 points d’avance</translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <source>Cho (초)</source>
        <translation>Cho (초)</translation>
    </message>
    <message>
        <source>Han (한)</source>
        <translation>Han (한)</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>Cho</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>general</source>
        <extracomment>The English kind names the rules use in messages (``KIND_NAMES``) -&gt; FEN letters, to translate them.</extracomment>
        <translation>général</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>conseiller</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>éléphant</translation>
    </message>
    <message>
        <source>horse</source>
        <translation>cheval</translation>
    </message>
    <message>
        <source>chariot</source>
        <translation>char</translation>
    </message>
    <message>
        <source>cannon</source>
        <translation>canon</translation>
    </message>
    <message>
        <source>soldier</source>
        <translation>soldat</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>This piece cannot move.</source>
        <translation>Cette pièce ne peut pas bouger.</translation>
    </message>
    <message>
        <source>Can go to %1.</source>
        <translation>Peut aller en %1.</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passe</translation>
    </message>
    <message>
        <source>%1 %2 to %3</source>
        <translation>%1 %2 à %3</translation>
    </message>
    <message>
        <source>, takes %1</source>
        <translation>, prend %1</translation>
    </message>
    <message>
        <source>, check</source>
        <translation>, échec</translation>
    </message>
    <message>
        <source>, bikjang</source>
        <translation>, bikjang</translation>
    </message>
    <message>
        <source>The start position.</source>
        <translation>La position de départ.</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Rangée %1 : %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3 points)</source>
        <translation>%1 : %2 (%3 points)</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 joue</translation>
    </message>
    <message>
        <source>Check.</source>
        <translation>Échec.</translation>
    </message>
</context>
<context>
    <name>StudyController</name>
    <message>
        <source>Commen&amp;t on this move…</source>
        <translation>Commen&amp;ter ce coup…</translation>
    </message>
    <message>
        <source>Write a comment on the move shown, in the box under the move list (Enter keeps it)</source>
        <translation>Écrire un commentaire sur le coup affiché, dans la case sous la liste des coups (Entrée le garde)</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>Bon coup</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Coup brillant</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Coup intéressant</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Coup douteux</translation>
    </message>
    <message>
        <source>Previous variation</source>
        <translation>Variante précédente</translation>
    </message>
    <message>
        <source>Show the variation before this move&apos;s (↑)</source>
        <translation>Afficher la variante avant celle de ce coup (↑)</translation>
    </message>
    <message>
        <source>Next variation</source>
        <translation>Variante suivante</translation>
    </message>
    <message>
        <source>Show the variation after this move&apos;s (↓)</source>
        <translation>Afficher la variante après celle de ce coup (↓)</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>Annuler la modification</translation>
    </message>
    <message>
        <source>Take back the last change to the move tree</source>
        <translation>Annuler la dernière modification de l’arbre des coups</translation>
    </message>
    <message>
        <source>Redo edit</source>
        <translation>Rétablir la modification</translation>
    </message>
    <message>
        <source>Make the change to the move tree again</source>
        <translation>Refaire la modification de l’arbre des coups</translation>
    </message>
    <message>
        <source>Deleted. Undo edit (Ctrl+Alt+Z) brings it back.</source>
        <translation>Supprimé. « Annuler la modification » (Ctrl+Alt+Z) le rétablit.</translation>
    </message>
    <message>
        <source>Nothing to undo in the move tree.</source>
        <translation>Rien à annuler dans l’arbre des coups.</translation>
    </message>
    <message>
        <source>Comment…</source>
        <translation>Commentaire…</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Annotation</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Remonter la variante</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>En faire la ligne principale</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Supprimer à partir d’ici</translation>
    </message>
</context>
<!-- annotate: drawings and comments before a move (issue 48) -->
<context>
    <name>BoardDrawings</name>
    <message>
        <source>Drawings go on the game's positions, not on a previewed line.</source>
        <translation>Les dessins vont sur les positions de la partie, pas sur une ligne prévisualisée.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Draw an arrow or circle a point</source>
        <translation>Dessiner une flèche ou entourer un point</translation>
    </message>
    <message>
        <source>Right-drag from a point to another, or right-click a point: green; with Shift red, Ctrl blue, Shift+Ctrl yellow. Drawn again, it goes. Kept with the position and in the PGN</source>
        <translation>Glisser avec le bouton droit d'un point à un autre, ou clic droit sur un point : vert ; avec Maj rouge, Ctrl bleu, Maj+Ctrl jaune. Redessiné, il s'efface. Gardé avec la position et dans le PGN</translation>
    </message>
</context>
<context>
    <name>StudyEditor</name>
    <message>
        <source>Mark this move</source>
        <translation>Annoter ce coup</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Write the comment that comes before this move (unchecked: the one after it)</source>
        <translation>Écrire le commentaire qui précède ce coup (décoché : celui qui le suit)</translation>
    </message>
    <message>
        <source>Comment before this move</source>
        <translation>Commentaire avant ce coup</translation>
    </message>
</context>
<context>
    <name>StudyEditor</name>
    <message>
        <source>Comment on this move</source>
        <translation>Commentaire sur ce coup</translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 + %2 × %3 (byo-yomi)</source>
        <translation>%1 + %2 × %3 (byo-yomi)</translation>
    </message>
    <message>
        <source>%1 + %2 per move (increment)</source>
        <translation>%1 + %2 par coup (incrément)</translation>
    </message>
    <message>
        <source>%1 (sudden death)</source>
        <translation>%1 (KO)</translation>
    </message>
    <message>
        <source>%1 for every move</source>
        <translation>%1 pour chaque coup</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <source>a time is missing</source>
        <extracomment>The faults of a typed or saved control (the templates of rules/timecontrol.py's and play/clock.py's TimeControlError), declared for pyside6-lupdate; a fault missing here is shown in English (tests/ui/test_translated_errors.py checks that every template is here).</extracomment>
        <translation>il manque une durée</translation>
    </message>
    <message>
        <source>{text} is not a time such as 5m, 30s or 1h30m</source>
        <translation>{text} n’est pas une durée comme 5m, 30s ou 1h30m</translation>
    </message>
    <message>
        <source>{text}: a number inside a duration needs its unit (h, m, s)</source>
        <translation>{text} : un nombre à l’intérieur d’une durée demande son unité (h, m, s)</translation>
    </message>
    <message>
        <source>{text} is longer than a day</source>
        <translation>{text} dépasse un jour</translation>
    </message>
    <message>
        <source>unknown time control kind {kind}; expected one of {kinds}</source>
        <translation>type de pendule inconnu {kind} ; types possibles : {kinds}</translation>
    </message>
    <message>
        <source>{name} must be a whole number &gt;= 0, not {value}</source>
        <translation>{name} doit être un nombre entier positif ou nul, pas {value}</translation>
    </message>
    <message>
        <source>the main time is longer than a day</source>
        <translation>le temps principal dépasse un jour</translation>
    </message>
    <message>
        <source>a period or an increment is longer than an hour</source>
        <translation>une période ou un incrément dépasse une heure</translation>
    </message>
    <message>
        <source>an untimed control has no times</source>
        <translation>une partie sans pendule n’a pas de temps</translation>
    </message>
    <message>
        <source>byo-yomi needs 1-{max} periods of more than 0 seconds</source>
        <translation>le byo-yomi demande de 1 à {max} périodes de plus de 0 seconde</translation>
    </message>
    <message>
        <source>byo-yomi has no increment</source>
        <translation>le byo-yomi n’a pas d’incrément</translation>
    </message>
    <message>
        <source>an increment control needs a main time above 0</source>
        <translation>une pendule à incrément demande un temps principal supérieur à 0</translation>
    </message>
    <message>
        <source>an increment control has no periods</source>
        <translation>une pendule à incrément n’a pas de périodes</translation>
    </message>
    <message>
        <source>the time per move must be above 0</source>
        <translation>le temps par coup doit être supérieur à 0</translation>
    </message>
    <message>
        <source>a per-move control has only its time per move</source>
        <translation>une pendule au coup n’a que son temps par coup</translation>
    </message>
    <message>
        <source>no time control given; write e.g. 5m+30sx3, 10m+5s or untimed</source>
        <translation>aucune pendule indiquée ; écrivez par exemple 5m+30sx3, 10m+5s ou untimed</translation>
    </message>
    <message>
        <source>the number of periods after x must be a whole number</source>
        <translation>le nombre de périodes après x doit être un nombre entier</translation>
    </message>
    <message>
        <source>the number of periods before x must be a whole number</source>
        <translation>le nombre de périodes avant x doit être un nombre entier</translation>
    </message>
    <message>
        <source>{text}: {reason}; write e.g. 5m+30sx3 (byo-yomi), 10m+5s (increment), 30s/move or untimed</source>
        <translation>{text} : {reason} ; écrivez par exemple 5m+30sx3 (byo-yomi), 10m+5s (incrément), 30s/move ou untimed</translation>
    </message>
    <message>
        <source>{reason}; write e.g. 5m+30sx3 (byo-yomi), 10m+5s (increment), 30s/move or untimed</source>
        <translation>{reason} ; écrivez par exemple 5m+30sx3 (byo-yomi), 10m+5s (incrément), 30s/move ou untimed</translation>
    </message>
    <message>
        <source>not a saved clock: {reason}</source>
        <translation>pas une pendule enregistrée : {reason}</translation>
    </message>
    <message>
        <source>a saved clock has two sides</source>
        <translation>une pendule enregistrée a deux camps</translation>
    </message>
    <message>
        <source>a saved clock's times are out of range</source>
        <translation>les temps d’une pendule enregistrée sont hors limites</translation>
    </message>
    <message>
        <source>not saved clocks: {reason}</source>
        <translation>pas des pendules enregistrées : {reason}</translation>
    </message>
    <message>
        <source>{text}: a number is too long; write e.g. 5m+30sx3, 10m+5s or untimed</source>
        <translation>{text} : un nombre est trop long ; écrivez par exemple 5m+30sx3, 10m+5s ou untimed</translation>
    </message>
</context>
<context>
    <name>TimeControlBox</name>
    <message>
        <source>Custom…</source>
        <translation>Personnalisé…</translation>
    </message>
    <message>
        <source>e.g. 15m+30sx5, 3m+2s or 30s/move</source>
        <translation>p. ex. 15m+30sx5, 3m+2s ou 30s/move</translation>
    </message>
    <message>
        <source>Byo-yomi: main time + period × periods (15m+30sx5). Increment: main time + seconds added per move (3m+2s). Also 10m (sudden death) and 30s/move.</source>
        <translation>Byo-yomi : temps principal + période × nombre de périodes (15m+30sx5). Incrément : temps principal + secondes ajoutées à chaque coup (3m+2s). Aussi 10m (KO) et 30s/move (temps par coup).</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Pendule</translation>
    </message>
    <message>
        <source>A different time for each side (handicap)</source>
        <translation>Un temps différent pour chaque camp (handicap)</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Les deux camps</translation>
    </message>
</context>
<context>
    <name>ExplorerController</name>
    <message>
        <source>The game library cannot be read: %1</source>
        <translation>La bibliothèque de parties ne peut pas être lue : %1</translation>
    </message>
</context>
<context>
    <name>ExplorerPanel</name>
    <message>
        <source>All rule sets</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Only the games of a player whose name contains this text</source>
        <translation>Seulement les parties d’un joueur dont le nom contient ce texte</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Cho / draw / Han</source>
        <translation>Cho / nulle / Han</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>The average result for Cho (a win 100%, a draw 50%)</source>
        <translation>Le résultat moyen de Cho (une victoire 100 %, une nulle 50 %)</translation>
    </message>
    <message>
        <source>Games reaching this position: %1</source>
        <translation>Parties passant par cette position : %1</translation>
    </message>
    <message>
        <source>No game of the library reached this position</source>
        <translation>Aucune partie de la bibliothèque n’a atteint cette position</translation>
    </message>
    <message>
        <source>Cho won %1, draws %2, Han won %3</source>
        <translation>Cho a gagné %1, nulles %2, Han a gagné %3</translation>
    </message>
    <message>
        <source>Either side</source>
        <translation>Les deux camps</translation>
    </message>
    <message>
        <source>As Cho</source>
        <translation>Avec Cho</translation>
    </message>
    <message>
        <source>As Han</source>
        <translation>Avec Han</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Parties…</translation>
    </message>
    <message>
        <source>List the library&apos;s games reaching this position</source>
        <translation>Lister les parties de la bibliothèque qui atteignent cette position</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Termination</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Demi-coups</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Cho won</source>
        <translation>Cho a gagné</translation>
    </message>
    <message>
        <source>Han won</source>
        <translation>Han a gagné</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inachevée</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>A favourite (click to change)</source>
        <translation>Favori (cliquer pour changer)</translation>
    </message>
    <message>
        <source>Click to mark as a favourite</source>
        <translation>Cliquer pour marquer comme favori</translation>
    </message>
    <message>
        <source>Favourite</source>
        <translation>Favori</translation>
    </message>
    <message>
        <source>Favourites</source>
        <translation>Favoris</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>Mat</translation>
    </message>
    <message>
        <source>Resignation</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Accord</translation>
    </message>
    <message>
        <source>Time forfeit</source>
        <translation>Temps dépassé</translation>
    </message>
    <message>
        <source>Bikjang</source>
        <translation>Bikjang</translation>
    </message>
    <message>
        <source>Double pass</source>
        <translation>Double passe</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>Répétition</translation>
    </message>
    <message>
        <source>Perpetual check</source>
        <translation>Échec perpétuel</translation>
    </message>
    <message>
        <source>Shuttling</source>
        <translation>Va-et-vient</translation>
    </message>
    <message>
        <source>Ply limit</source>
        <translation>Limite de coups</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <source>Game library</source>
        <translation>Bibliothèque de parties</translation>
    </message>
    <message>
        <source>Filter: player, event, site or file</source>
        <translation>Filtre : joueur, événement, lieu ou fichier</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>Cho won</source>
        <translation>Cho a gagné</translation>
    </message>
    <message>
        <source>Han won</source>
        <translation>Han a gagné</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inachevée</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <source>From (2024.01.31)</source>
        <translation>Du (2024.01.31)</translation>
    </message>
    <message>
        <source>To (2024.12)</source>
        <translation>Au (2024.12)</translation>
    </message>
    <message>
        <source>Only games reaching the position on the board</source>
        <translation>Seulement les parties passant par la position de l’échiquier</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>&amp;Annuler la suppression</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partie</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 parties</translation>
    </message>
    <message>
        <source>The game library cannot be read: %1</source>
        <translation>La bibliothèque de parties ne peut pas être lue : %1</translation>
    </message>
    <message>
        <source>Export the selected games</source>
        <translation>Exporter les parties choisies</translation>
    </message>
    <message>
        <source>PGN (*.pgn);;Kifu .gib (*.gib)</source>
        <translation>PGN (*.pgn);;Kifu .gib (*.gib)</translation>
    </message>
    <message>
        <source>The games could not be exported: %1</source>
        <translation>Les parties n’ont pas pu être exportées : %1</translation>
    </message>
    <message>
        <source>%1 games exported to %2</source>
        <translation>%1 parties exportées dans %2</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>Only favourites</source>
        <translation>Favoris seulement</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Toutes les étiquettes</translation>
    </message>
    <message>
        <source>&amp;Favourite</source>
        <translation>&amp;Favori</translation>
    </message>
    <message>
        <source>Mark the selected games as favourites, or unmark them (Ctrl+D)</source>
        <translation>Marquer les parties choisies comme favorites, ou les démarquer (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Tags…</source>
        <translation>É&amp;tiquettes…</translation>
    </message>
    <message>
        <source>Give the selected games tags or take them away (Ctrl+T)</source>
        <translation>Ajouter des étiquettes aux parties choisies ou en retirer (Ctrl+T)</translation>
    </message>
</context>
<context>
    <name>TagsDialog</name>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>Tags of the selected games (%1):</source>
        <translation>Étiquettes des parties choisies (%1) :</translation>
    </message>
    <message>
        <source>New tag</source>
        <translation>Nouvelle étiquette</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>%1 of the %2 games</source>
        <translation>%1 des %2 parties</translation>
    </message>
</context>
<context>
    <name>TrainingBoard</name>
    <message>
        <source>Hint: move the ringed piece.</source>
        <translation>Indice : jouez la pièce entourée.</translation>
    </message>
    <message>
        <source>The solution:</source>
        <translation>La solution :</translation>
    </message>
    <message>
        <source>Not the move: try again.</source>
        <translation>Ce n’est pas le coup : réessayez.</translation>
    </message>
    <message>
        <source>Right: keep going.</source>
        <translation>Bien : continuez.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Résolu !</translation>
    </message>
    <message>
        <source>Nothing is left to find here.</source>
        <translation>Il ne reste rien à trouver ici.</translation>
    </message>
</context>
<context>
    <name>RecordOffer</name>
    <message>
        <source>%1 is not in your game library.</source>
        <translation>%1 n’est pas dans la bibliothèque.</translation>
    </message>
    <message>
        <source>This game is not in your game library.</source>
        <translation>Cette partie n’est pas dans la bibliothèque.</translation>
    </message>
    <message>
        <source>&amp;Add to the library</source>
        <translation>&amp;Ajouter à la bibliothèque</translation>
    </message>
    <message>
        <source>Keep this game in the game library</source>
        <translation>Garder cette partie dans la bibliothèque de parties</translation>
    </message>
    <message>
        <source>A&amp;lways</source>
        <translation>&amp;Toujours</translation>
    </message>
    <message>
        <source>Add every record opened from now on without asking</source>
        <translation>Ajouter désormais chaque partie ouverte sans demander</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
</context>
<context>
    <name>LibraryFeatures</name>
    <message>
        <source>The game was added to the library</source>
        <translation>La partie a été ajoutée à la bibliothèque</translation>
    </message>
</context>
<context>
    <name>RatingGraph</name>
    <message>
        <source>No attempts yet.</source>
        <translation>Aucun essai pour l’instant.</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Historique du classement</translation>
    </message>
    <message>
        <source>Rating over the last %1 attempts: from %2 to %3.</source>
        <translation>Classement sur les %1 derniers essais : de %2 à %3.</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>%1 puzzles could not be used (%2: %3).</source>
        <translation>%1 problèmes n’ont pas pu être utilisés (%2 : %3).</translation>
    </message>
    <message>
        <source>%1 puzzles, %2 not solved yet</source>
        <translation>Problèmes : %1, pas encore résolus : %2</translation>
    </message>
    <message>
        <source>1 puzzle, %2 not solved yet</source>
        <translation>Problèmes : 1, pas encore résolus : %2</translation>
    </message>
    <message>
        <source>%1 to play: find the best move.</source>
        <translation>%1 joue : trouvez le meilleur coup.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;Mate length:</source>
        <translation>&amp;Longueur du mat :</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>S&amp;olution</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème :</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>Toute longueur</translation>
    </message>
    <message>
        <source>Any theme</source>
        <translation>Tout thème</translation>
    </message>
    <message>
        <source>Cannon over a screen</source>
        <translation>Canon par-dessus un écran</translation>
    </message>
    <message>
        <source>Chariot sacrifice</source>
        <translation>Sacrifice de char</translation>
    </message>
    <message>
        <source>Continuous check (연속 장군)</source>
        <translation>Échecs continus (연속 장군)</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Échappée</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>Filtres</translation>
    </message>
    <message>
        <source>Loading the puzzles…</source>
        <translation>Chargement des problèmes…</translation>
    </message>
    <message>
        <source>Mate</source>
        <translation>Mat</translation>
    </message>
    <message>
        <source>Mate in %1</source>
        <translation>Mat en %1</translation>
    </message>
    <message>
        <source>No puzzle</source>
        <translation>Aucun problème</translation>
    </message>
    <message>
        <source>No puzzle matches these filters.</source>
        <translation>Aucun problème ne correspond à ces filtres.</translation>
    </message>
    <message>
        <source>Palace diagonal</source>
        <translation>Diagonale du palais</translation>
    </message>
    <message>
        <source>Play the solution out (the puzzle counts as failed)</source>
        <translation>Jouer la solution (le problème compte comme manqué)</translation>
    </message>
    <message>
        <source>Puzzle %1 · rated %2
Themes: %3</source>
        <translation>Problème %1 · classé %2
Thèmes : %3</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Quiet move</source>
        <translation>Coup tranquille</translation>
    </message>
    <message>
        <source>Ring the piece to move (the puzzle counts as failed)</source>
        <translation>Entourer la pièce à jouer (le problème compte comme manqué)</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>Sacrifice</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Résolu !</translation>
    </message>
    <message>
        <source>Solved, with help or after a wrong move: counted as failed.</source>
        <translation>Résolu, avec de l’aide ou après un coup faux : compté comme manqué.</translation>
    </message>
    <message>
        <source>Start this puzzle again</source>
        <translation>Recommencer ce problème</translation>
    </message>
    <message>
        <source>That was the solution.</source>
        <translation>Voilà la solution.</translation>
    </message>
    <message>
        <source>There are no puzzles to show.</source>
        <translation>Il n’y a aucun problème à montrer.</translation>
    </message>
    <message>
        <source>Winning material</source>
        <translation>Gain de matériel</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1 ± %2</source>
        <translation>Votre classement aux problèmes : %1 ± %2</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1? ± %2 (provisional)</source>
        <translation>Votre classement aux problèmes : %1 ? ± %2 (provisoire)</translation>
    </message>
    <message>
        <source>Provisional while its deviation is above %1: a few more puzzles settle it.</source>
        <translation>Provisoire tant que son écart dépasse %1 : quelques problèmes de plus le fixent.</translation>
    </message>
    <message>
        <source>Your results are not being kept: %1</source>
        <translation>Vos résultats ne sont pas enregistrés : %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>Les problèmes n’ont pas pu être lus : %1</translation>
    </message>
    <message>
        <source>No puzzle of this theme is a mate.</source>
        <translation>Aucun problème de ce thème n’est un mat.</translation>
    </message>
</context>
<context>
    <name>MistakePractice</name>
    <message>
        <source>%1 of %2 found. Training → My mistakes brings each one back when it is due.</source>
        <translation>%1 sur %2 trouvés. Entraînement → Mes erreurs ramène chacune à son heure.</translation>
    </message>
    <message>
        <source>%1 to move. Any move within half a pawn of the best is accepted.</source>
        <translation>%1 joue. Tout coup à moins d’un demi-pion du meilleur est accepté.</translation>
    </message>
    <message>
        <source>Better: %1</source>
        <translation>Mieux : %1</translation>
    </message>
    <message>
        <source>The line: %1</source>
        <translation>La suite : %1</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Exercice %1 sur %2</translation>
    </message>
    <message>
        <source>Find a better move</source>
        <translation>Trouvez un meilleur coup</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminer</translation>
    </message>
    <message>
        <source>Good: %1 (%2).</source>
        <translation>Bien : %1 (%2).</translation>
    </message>
    <message>
        <source>In the game: %1</source>
        <translation>Dans la partie : %1</translation>
    </message>
    <message>
        <source>&amp;Next exercise</source>
        <translation>Exercice &amp;suivant</translation>
    </message>
    <message>
        <source>No more exercises</source>
        <translation>Plus d’exercices</translation>
    </message>
    <message>
        <source>Not good enough: %1 (%2). The better move is shown.</source>
        <translation>Pas assez bon : %1 (%2). Le meilleur coup est montré.</translation>
    </message>
    <message>
        <source>&amp;Open the game</source>
        <translation>&amp;Ouvrir la partie</translation>
    </message>
    <message>
        <source>Practise your mistakes</source>
        <translation>S’entraîner sur ses erreurs</translation>
    </message>
    <message>
        <source>Show the &amp;better move</source>
        <translation>Montrer le &amp;meilleur coup</translation>
    </message>
    <message>
        <source>That is the move you played in the game (%2). The better move is shown.</source>
        <translation>C’est le coup joué dans la partie (%2). Le meilleur coup est montré.</translation>
    </message>
    <message>
        <source>The better move is on the board.</source>
        <translation>Le meilleur coup est sur l’échiquier.</translation>
    </message>
    <message>
        <source>The engine could not judge the move: %1</source>
        <translation>Le moteur n’a pas pu juger le coup : %1</translation>
    </message>
    <message>
        <source>The engine gave no line for this position.</source>
        <translation>Le moteur n’a donné aucune ligne pour cette position.</translation>
    </message>
    <message>
        <source>The engine looks at your move…</source>
        <translation>Le moteur examine votre coup…</translation>
    </message>
    <message>
        <source>The engine looks for the better move…</source>
        <translation>Le moteur cherche le meilleur coup…</translation>
    </message>
    <message>
        <source>it holds out as long</source>
        <translation>il résiste aussi longtemps</translation>
    </message>
    <message>
        <source>it loses by force</source>
        <translation>il perd de force</translation>
    </message>
    <message>
        <source>it loses sooner</source>
        <translation>il perd plus vite</translation>
    </message>
    <message>
        <source>it misses a forced win</source>
        <translation>il manque un gain forcé</translation>
    </message>
    <message>
        <source>it wins by force too</source>
        <translation>il gagne de force aussi</translation>
    </message>
    <message>
        <source>more than half a pawn worse than the best</source>
        <translation>plus d’un demi-pion de moins que le meilleur</translation>
    </message>
    <message>
        <source>no worse than the best</source>
        <translation>pas moins bon que le meilleur</translation>
    </message>
    <message>
        <source>the best move</source>
        <translation>le meilleur coup</translation>
    </message>
    <message>
        <source>the mistake again</source>
        <translation>la même erreur</translation>
    </message>
    <message>
        <source>within half a pawn of the best</source>
        <translation>à moins d’un demi-pion du meilleur</translation>
    </message>
</context>
<context>
    <name>MistakesTraining</name>
    <message>
        <source>%1 analysed games of the library could not be read for exercises.</source>
        <translation>%1 parties analysées de la bibliothèque n’ont pas pu être lues pour les exercices.</translation>
    </message>
    <message>
        <source>Move %1: you played %2</source>
        <translation>Coup %1 : vous avez joué %2</translation>
    </message>
    <message>
        <source>My &amp;mistakes (%1 due)…</source>
        <translation>Mes &amp;erreurs (%1 à revoir)…</translation>
    </message>
    <message>
        <source>My &amp;mistakes…</source>
        <translation>Mes &amp;erreurs…</translation>
    </message>
    <message>
        <source>No exercise is due now.</source>
        <translation>Aucun exercice à revoir maintenant.</translation>
    </message>
    <message>
        <source>No mistakes of yours to practise in this game.</source>
        <translation>Aucune erreur de votre part à travailler dans cette partie.</translation>
    </message>
    <message>
        <source>The analysis could not be kept in the library: %1</source>
        <translation>L’analyse n’a pas pu être gardée dans la bibliothèque : %1</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>Entraînement : %1</translation>
    </message>
</context>
<context>
    <name>MistakesWindow</name>
    <message>
        <source>%1 due now, %2 more later today, %3 in all. Find a better move than the one you played; a mistake you keep making comes back sooner.</source>
        <translation>À revoir maintenant : %1 ; plus tard aujourd’hui : %2 ; en tout : %3. Trouvez un meilleur coup que celui que vous avez joué ; une erreur que vous refaites revient plus tôt.</translation>
    </message>
    <message>
        <source>(not in the library)</source>
        <translation>(pas dans la bibliothèque)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Double-click or Enter: open this game at this move</source>
        <translation>Double-clic ou Entrée : ouvrir cette partie à ce coup</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>À revoir</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Mes erreurs</translation>
    </message>
    <message>
        <source>No exercises yet. Analyse your games (Analysis → Analyse game): each of your ? and ?? moves becomes a position to play again, brought back until you find a better move.</source>
        <translation>Pas encore d’exercices. Analysez vos parties (Analyse → Analyser la partie) : chacun de vos coups ? et ?? devient une position à rejouer, ramenée jusqu’à ce que vous trouviez un meilleur coup.</translation>
    </message>
    <message>
        <source>&amp;Open the game</source>
        <translation>&amp;Ouvrir la partie</translation>
    </message>
    <message>
        <source>&amp;Practise due (%1)</source>
        <translation>Revoir &amp;maintenant (%1)</translation>
    </message>
    <message>
        <source>Practise &amp;selected</source>
        <translation>S’entraîner sur la &amp;sélection</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Votre coup</translation>
    </message>
    <message>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message>
        <source>tomorrow %1</source>
        <translation>demain %1</translation>
    </message>
</context>
<context>
    <name>RecordFault</name>
    <message>
        <source>the file holds no game</source>
        <translation>le fichier ne contient aucune partie</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>impossible de lire le fichier : {reason}</translation>
    </message>
    <message>
        <source>malformed tag (expected [Name "value"])</source>
        <translation>balise mal formée (attendu : [Nom "valeur"])</translation>
    </message>
    <message>
        <source>unexpected {char} on line {line}</source>
        <translation>{char} inattendu à la ligne {line}</translation>
    </message>
    <message>
        <source>this is not a Janggi game</source>
        <translation>ce n’est pas une partie de janggi</translation>
    </message>
    <message>
        <source>move must be text, not {type}</source>
        <translation>un coup doit être du texte, pas {type}</translation>
    </message>
    <message>
        <source>{text}: the game is already over ({outcome})</source>
        <translation>{text} : la partie est déjà terminée ({outcome})</translation>
    </message>
    <message>
        <source>{text}: no legal move</source>
        <translation>{text} : aucun coup légal</translation>
    </message>
    <message>
        <source>{text} is not a legal move for {side} in {fen}</source>
        <translation>{text} n’est pas un coup légal pour {side} dans {fen}</translation>
    </message>
    <message>
        <source>{text}: {side} may not pass now</source>
        <translation>{text} : {side} ne peut pas passer maintenant</translation>
    </message>
    <message>
        <source>{text} is neither SAN (e.g. 'Hc3', 'Rxe9+', pass 'Ke2') nor UCI (e.g. 'b1c3')</source>
        <translation>{text} n’est ni en SAN (p. ex. 'Hc3', 'Rxe9+', passer 'Ke2') ni en UCI (p. ex. 'b1c3')</translation>
    </message>
    <message>
        <source>{text} is ambiguous: pieces on {squares} can all make it</source>
        <translation>{text} est ambigu : les pièces en {squares} peuvent toutes le jouer</translation>
    </message>
    <message>
        <source>cho</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>bad FEN tag: {error}</source>
        <translation>balise FEN incorrecte : {error}</translation>
    </message>
    <message>
        <source>bad start position: {error}</source>
        <translation>position de départ incorrecte : {error}</translation>
    </message>
    <message>
        <source>line {line}: {reason}</source>
        <translation>ligne {line} : {reason}</translation>
    </message>
    <message>
        <source>the text is too large (over {size} MB)</source>
        <translation>le texte est trop volumineux (plus de {size} Mo)</translation>
    </message>
    <message>
        <source>the file is too large (over {size} MB)</source>
        <translation>le fichier est trop volumineux (plus de {size} Mo)</translation>
    </message>
    <message>
        <source>line {line} is too long (over {count:,} characters)</source>
        <translation>la ligne {line} est trop longue (plus de {count:,} caractères)</translation>
    </message>
    <message>
        <source>more than {count:,} games in one file</source>
        <translation>plus de {count:,} parties dans un fichier</translation>
    </message>
    <message>
        <source>more than {count:,} plies in one game</source>
        <translation>plus de {count:,} demi-coups dans une partie</translation>
    </message>
    <message>
        <source>more than {count:,} moves in one game's variations</source>
        <translation>plus de {count:,} coups dans les variantes d’une partie</translation>
    </message>
    <message>
        <source>more than {count:,} tags in one game</source>
        <translation>plus de {count:,} balises dans une partie</translation>
    </message>
    <message>
        <source>more than {count:,} headers in one game</source>
        <translation>plus de {count:,} en-têtes dans une partie</translation>
    </message>
    <message>
        <source>malformed header (expected [키 "값"])</source>
        <translation>en-tête mal formé (attendu : [키 "값"])</translation>
    </message>
    <message>
        <source>a comment '{{' is never closed</source>
        <translation>un commentaire '{{' n’est jamais fermé</translation>
    </message>
    <message>
        <source>a '&lt;' token is never closed</source>
        <translation>un élément '&lt;' n’est jamais fermé</translation>
    </message>
    <message>
        <source>ply number {number} out of sequence (expected {expected})</source>
        <translation>numéro de demi-coup {number} hors séquence (attendu : {expected})</translation>
    </message>
    <message>
        <source>this does not look like a .gib record</source>
        <translation>ceci ne ressemble pas à un fichier .gib</translation>
    </message>
    <message>
        <source>not a .gib move (expected e.g. '79졸78' or '한수쉼')</source>
        <translation>ce n’est pas un coup .gib (attendu p. ex. '79졸78' ou '한수쉼')</translation>
    </message>
    <message>
        <source>unknown side mark {text}</source>
        <translation>marque de camp inconnue {text}</translation>
    </message>
    <message>
        <source>unknown piece name {text}</source>
        <translation>nom de pièce inconnu {text}</translation>
    </message>
    <message>
        <source>unexpected {text} after the to-square</source>
        <translation>{text} inattendu après la case d’arrivée</translation>
    </message>
    <message>
        <source>the move is marked for {marked_side} but {side} is to move</source>
        <translation>le coup est marqué pour {marked_side} mais c’est à {side} de jouer</translation>
    </message>
    <message>
        <source>the piece named is not the piece on the from-square</source>
        <translation>la pièce nommée n’est pas celle de la case de départ</translation>
    </message>
    <message>
        <source>a capture is written but the to-square is empty</source>
        <translation>une prise est écrite mais la case d’arrivée est vide</translation>
    </message>
    <message>
        <source>the captured piece named is not the piece on the to-square</source>
        <translation>la pièce prise nommée n’est pas celle de la case d’arrivée</translation>
    </message>
    <message>
        <source>the game is already over ({outcome})</source>
        <translation>la partie est déjà terminée ({outcome})</translation>
    </message>
    <message>
        <source>{side} may not pass here</source>
        <translation>{side} ne peut pas passer ici</translation>
    </message>
    <message>
        <source>the game is over ({outcome}); no move can be played</source>
        <translation>la partie est terminée ({outcome}) ; aucun coup ne peut être joué</translation>
    </message>
    <message>
        <source>move {number} ({text}) is not a legal move for {side} in {fen}</source>
        <translation>le coup {number} ({text}) n’est pas un coup légal pour {side} dans {fen}</translation>
    </message>
    <message>
        <source>{text} is not legal here</source>
        <translation>{text} n’est pas légal ici</translation>
    </message>
    <message>
        <source>{text} is not legal in {fen}</source>
        <translation>{text} n’est pas légal dans {fen}</translation>
    </message>
    <message>
        <source>not a move: {value}</source>
        <translation>ce n’est pas un coup : {value}</translation>
    </message>
    <message>
        <source>not a move int (from &lt;&lt; 7 | to, squares 0..89): {value}</source>
        <translation>ce n’est pas un coup entier (from &lt;&lt; 7 | to, cases 0..89) : {value}</translation>
    </message>
    <message>
        <source>move squares {squares} are off the board (0..89)</source>
        <translation>les cases du coup {squares} sont hors du plateau (0..89)</translation>
    </message>
    <message>
        <source>{text} is not UCI move text (expected e.g. 'b1c3', 'b10c8' or a pass 'e2e2')</source>
        <translation>{text} n’est pas un coup UCI (attendu p. ex. 'b1c3', 'b10c8' ou passer 'e2e2')</translation>
    </message>
    <message>
        <source>'0000' is not a Janggi pass; write the general's square twice, e.g. 'e2e2'</source>
        <translation>'0000' n’est pas un passe au janggi ; écrivez deux fois la case du général, p. ex. 'e2e2'</translation>
    </message>
    <message>
        <source>{text} is not a Korean square (two digits: row 1-9 or 0, column 1-9)</source>
        <translation>{text} n’est pas une case coréenne (deux chiffres : rangée 1-9 ou 0, colonne 1-9)</translation>
    </message>
    <message>
        <source>a Korean square is text, not {type}</source>
        <translation>une case coréenne est du texte, pas {type}</translation>
    </message>
    <message>
        <source>unknown rule set {name}; expected one of: {names}</source>
        <translation>règles inconnues {name} ; attendu l’une de : {names}</translation>
    </message>
    <message>
        <source>rule set must be a name, not {type}</source>
        <translation>les règles doivent être un nom, pas {type}</translation>
    </message>
    <message>
        <source>unknown arrangement {text}; expected one of {names}</source>
        <translation>disposition inconnue {text} ; attendu l’une de {names}</translation>
    </message>
    <message>
        <source>arrangement must be a string such as '마상상마', not {type}</source>
        <translation>une disposition doit être du texte comme '마상상마', pas {type}</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partie %2</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>coup %1</translation>
    </message>
    <message>
        <source>move %1.</source>
        <translation>coup %1.</translation>
    </message>
    <message>
        <source>move %1...</source>
        <translation>coup %1...</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>Cho wins: %1</source>
        <translation>victoire de Cho : %1</translation>
    </message>
    <message>
        <source>Han wins: %1</source>
        <translation>victoire de Han : %1</translation>
    </message>
    <message>
        <source>draw: %1</source>
        <translation>nulle : %1</translation>
    </message>
    <message>
        <source>%1; points %2</source>
        <translation>%1 ; points %2</translation>
    </message>
</context>
</TS>
