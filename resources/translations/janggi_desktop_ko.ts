<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Janggi Desktop</source>
        <translation>장기 데스크톱 정보</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>버전 %1</translation>
    </message>
    <message>
        <source>Janggi (Korean chess) for the desktop: play a friend or the computer.</source>
        <translation>컴퓨터에서 즐기는 장기: 친구나 컴퓨터와 둡니다.</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt 정보</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>라이선스</translation>
    </message>
    <message>
        <source>Qt for Python</source>
        <translation>Qt for Python</translation>
    </message>
    <message>
        <source>Fonts</source>
        <translation>글꼴</translation>
    </message>
    <message>
        <source>Janggi Desktop is free software under the MIT licence.</source>
        <translation>장기 데스크톱은 MIT 라이선스를 따르는 자유 소프트웨어입니다.</translation>
    </message>
    <message>
        <source>This program uses Qt %1 through Qt for Python (PySide6) %2, under the GNU Lesser General Public License version 3 (LGPL-3.0). You may replace the Qt libraries with your own build.</source>
        <translation>이 프로그램은 Qt for Python(PySide6) %2를 통해 Qt %1을 사용하며, 이들은 GNU 약소 일반 공중 사용 허가서 3판(LGPL-3.0)을 따릅니다. Qt 라이브러리는 직접 빌드한 것으로 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <source>The piece labels use subsets of free fonts, shipped with their licences (below): %1.</source>
        <translation>말 글씨에는 자유 글꼴의 일부를 쓰며, 각 글꼴의 라이선스를 함께 제공합니다(아래 참조): %1.</translation>
    </message>
    <message>
        <source>No font is bundled: the piece labels use the system's fonts.</source>
        <translation>함께 제공하는 글꼴이 없어 말 글씨에 시스템 글꼴을 씁니다.</translation>
    </message>
    <message>
        <source>The icon's character outline comes from Noto Serif CJK (SIL Open Font License 1.1).</source>
        <translation>아이콘의 글자 윤곽은 Noto Serif CJK(SIL Open Font License 1.1)에서 가져왔습니다.</translation>
    </message>
</context>
<context>
    <name>AnalysisController</name>
    <message>
        <source>Played: %1</source>
        <translation>둔 수: %1</translation>
    </message>
    <message>
        <source>Better: %1</source>
        <translation>더 나은 수: %1</translation>
    </message>
    <message>
        <source>Click, or Enter: the better line goes in the move list as a variation, and the board plays it (→).</source>
        <translation>클릭 또는 Enter: 더 나은 수순이 변화수로 기보에 들어가고 판에 놓입니다 (→).</translation>
    </message>
    <message>
        <source>Engine line: %1</source>
        <translation>엔진 수순: %1</translation>
    </message>
    <message>
        <source>The engine&apos;s line is a variation: → plays it, ← comes back.</source>
        <translation>엔진 수순이 변화수가 되었습니다: →로 두고 ←로 돌아옵니다.</translation>
    </message>
    <message>
        <source>The engine&apos;s line is already in the move list.</source>
        <translation>엔진 수순이 이미 기보에 있습니다.</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>내장 엔진</translation>
    </message>
    <message>
        <source>The analysis stopped: %1</source>
        <translation>분석이 멈췄습니다: %1</translation>
    </message>
    <message>
        <source>Built-in engine (full strength)</source>
        <translation>내장 엔진 (최대 기력)</translation>
    </message>
    <message>
        <source>Hints are turned off (Analysis → Allow hints).</source>
        <extracomment>How long a hint thinks when no analysis of the position is running (milliseconds).</extracomment>
        <translation>훈수가 꺼져 있습니다 (분석 → 훈수 허용).</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>생각 중…</translation>
    </message>
    <message>
        <source>Hint: %1 — hints used in this game: Cho %2, Han %3</source>
        <translation>훈수: %1 — 이 대국에서 쓴 훈수: 초 %2, 한 %3</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <extracomment>Moves of a line written in the lines panel (the rest would not fit the panel's width). Moves of a line drawn as arrows while it is hovered.</extracomment>
        <translation>이 국면에서 대국이 끝났습니다.</translation>
    </message>
    <message>
        <source>Paused while the game is analysed.</source>
        <translation>대국 분석 중에는 멈춥니다.</translation>
    </message>
    <message>
        <source>depth %1 · %2 nodes/s</source>
        <translation>깊이 %1 · 초당 %2 노드</translation>
    </message>
    <message>
        <source>Previewing a line: click it again to go back.</source>
        <translation>수순 미리 보기: 다시 누르면 돌아갑니다.</translation>
    </message>
    <message>
        <source>Game analysis cancelled: what was done is kept.</source>
        <extracomment>Moves of the better line written under the game report (two lines of the panel at most).</extracomment>
        <translation>대국 분석을 취소했습니다: 끝난 부분은 남겨 둡니다.</translation>
    </message>
    <message>
        <source>The game report is ready.</source>
        <translation>대국 보고서가 준비되었습니다.</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>부정확한 수</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>실수</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>악수</translation>
    </message>
    <message>
        <source>Best: %1</source>
        <translation>최선: %1</translation>
    </message>
    <message>
        <source>No more marked moves that way.</source>
        <translation>그쪽으로는 표시된 수가 더 없습니다.</translation>
    </message>
</context>
<context>
    <name>ArrangementPage</name>
    <message>
        <source>Han (한) chooses first: your horses (馬) and elephants (象), seen from your seat</source>
        <translation>한이 먼저 고릅니다: 내 자리에서 본 마(馬)와 상(象)의 차림</translation>
    </message>
    <message>
        <source>Cho (초) chooses: your horses (馬) and elephants (象), seen from your seat</source>
        <translation>초가 고릅니다: 내 자리에서 본 마(馬)와 상(象)의 차림</translation>
    </message>
</context>
<context>
    <name>Arrangements</name>
    <message>
        <source>Inner elephants (안상)</source>
        <translation>안상</translation>
    </message>
    <message>
        <source>Outer elephants (바깥상)</source>
        <translation>바깥상</translation>
    </message>
    <message>
        <source>Left elephant (왼상)</source>
        <translation>왼상</translation>
    </message>
    <message>
        <source>Right elephant (오른상)</source>
        <translation>오른상</translation>
    </message>
</context>
<context>
    <name>Bikjang</name>
    <message>
        <source>빅장 Bikjang: the generals face each other. Break it with a move, or accept the draw.</source>
        <translation>빅장: 두 궁이 마주 보고 있습니다. 수를 두어 풀거나 무승부를 받아들이세요.</translation>
    </message>
    <message>
        <source>빅장 Bikjang: the generals face each other. Break it with a move; passing ends the game (count/draw).</source>
        <translation>빅장: 두 궁이 마주 보고 있습니다. 수를 두어 풀 수 있고, 한수쉼을 하면 대국이 끝납니다 (점수/무승부).</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <extracomment>The board was turned around (True: Han's side at the bottom). Once, when the board's first frame has been painted (start-up is over for the user). A click that cannot move: (the point, why). Why is one of :data:`REFUSALS`; the point flashes red (except for "waiting") and the window says why. The keyboard cursor moved to a point. A sentence the view announced to screen readers (the point under the cursor, a piece picked, …). Slide time for moves that arrive through refresh() (the computer's reply, undo); 0 turns it off.</extracomment>
        <translation>장기판</translation>
    </message>
    <message>
        <source>The picked piece can go here.</source>
        <extracomment>Arrow keys -&gt; (columns, rows) on the screen: right and up as the board is seen. Keys the board keeps while it has focus (the window's ←/→ review shortcuts do not take them).</extracomment>
        <translation>고른 기물이 여기로 갈 수 있습니다.</translation>
    </message>
    <message>
        <source>Piece let go.</source>
        <translation>기물을 놓았습니다.</translation>
    </message>
</context>
<context>
    <name>ClockController</name>
    <message>
        <source>Resume cloc&amp;ks</source>
        <translation>시계 다시 가기(&amp;K)</translation>
    </message>
    <message>
        <source>Pause cloc&amp;ks</source>
        <translation>시계 멈추기(&amp;K)</translation>
    </message>
</context>
<context>
    <name>ClockFace</name>
    <message>
        <source>Out of time</source>
        <extracomment>Red digits below this much time before the flag, or this much of a byo-yomi / per-move period.</extracomment>
        <translation>시간 종료</translation>
    </message>
    <message>
        <source>byo-yomi %1</source>
        <translation>초읽기 %1</translation>
    </message>
    <message>
        <source>· %1 left</source>
        <translation>· %1회 남음</translation>
    </message>
    <message>
        <source>then %1 × %2</source>
        <translation>이후 %2 %1회</translation>
    </message>
    <message>
        <source>per move</source>
        <translation>수당</translation>
    </message>
    <message>
        <source>+%1 a move</source>
        <translation>수마다 +%1</translation>
    </message>
    <message>
        <source>%1 + %2 × %3</source>
        <translation>%1 + %2 %3회</translation>
    </message>
    <message>
        <source>%1 + %2 a move</source>
        <translation>%1 + 수마다 %2</translation>
    </message>
    <message>
        <source>%1 per move</source>
        <translation>수당 %1</translation>
    </message>
    <message>
        <source>times not recorded</source>
        <translation>남은 시간 기록 없음</translation>
    </message>
    <message>
        <source>The record gives its time control but not the clocks at each move.</source>
        <translation>기보에 시간 제한은 있지만 수마다 남은 시간은 없습니다.</translation>
    </message>
</context>
<context>
    <name>ClockView</name>
    <message>
        <source>Clocks paused</source>
        <translation>시계 멈춤</translation>
    </message>
</context>
<context>
    <name>Counting</name>
    <message>
        <source>1 ply</source>
        <translation>1수</translation>
    </message>
    <message>
        <source>%1 plies</source>
        <translation>%1수</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>처음 국면</translation>
    </message>
    <message>
        <source>move %1, Cho</source>
        <translation>%1회 초</translation>
    </message>
    <message>
        <source>move %1, Han</source>
        <translation>%1회 한</translation>
    </message>
</context>
<context>
    <name>Engines</name>
    <message>
        <source>Janggi Desktop engine</source>
        <translation>Janggi Desktop 엔진</translation>
    </message>
    <message>
        <source>%1 levels, %2 to %3</source>
        <translation>%1단계, %2부터 %3까지</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Skill Level</source>
        <translation>실력 단계</translation>
    </message>
    <message>
        <source>Much stronger than the built-in engine: at Skill Level %1 it already plays about as well as level %2 (%3), and at 20, its default, far better.</source>
        <translation>내장 엔진보다 매우 강합니다: 실력 단계 %1에서 이미 %2단계(%3)와 거의 같은 수준으로 두고, 기본값인 20에서는 매우 강합니다.</translation>
    </message>
    <message>
        <source>Fairy-Stockfish, also installed, is much stronger than every level.</source>
        <translation>함께 설치된 Fairy-Stockfish는 모든 단계보다 매우 강합니다.</translation>
    </message>
    <message>
        <source>%1 %2 to %3 (default %4)</source>
        <translation>%1 %2 ~ %3 (기본값 %4)</translation>
    </message>
    <message>
        <source>no strength setting</source>
        <translation>강도 설정 없음</translation>
    </message>
    <message>
        <source>all</source>
        <translation>모두</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>all but %1</source>
        <translation>%1 외 모두</translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Engines</source>
        <extracomment>How long an engine may take to answer ``uci`` and ``isready`` before it is refused (seconds). How often the dialog looks at a running check (milliseconds).</extracomment>
        <translation>엔진</translation>
    </message>
    <message>
        <source>The engines you can choose in New game. External engines speak UCI and are checked before they are added.</source>
        <extracomment>Seconds an engine may take to answer before it is refused (tests shorten it).</extracomment>
        <translation>새 대국에서 고를 수 있는 엔진입니다. 외부 엔진은 UCI를 쓰며, 추가하기 전에 확인합니다.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>Rule sets</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>강도</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Find Fairy-Stockfish</source>
        <translation>Fairy-Stockfish 찾기</translation>
    </message>
    <message>
        <source>Look for an installed Fairy-Stockfish (on the PATH and in the usual places) and add it</source>
        <translation>설치된 Fairy-Stockfish를 (PATH와 흔히 쓰는 위치에서) 찾아 추가합니다</translation>
    </message>
    <message>
        <source>Add an engine:</source>
        <translation>엔진 추가:</translation>
    </message>
    <message>
        <source>path or command line of a UCI engine</source>
        <translation>UCI 엔진의 경로 또는 명령줄</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <source>Choose the engine's program file and add it</source>
        <translation>엔진 프로그램 파일을 골라 추가합니다</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>내장</translation>
    </message>
    <message>
        <source>Rule sets: %1</source>
        <translation>규칙: %1</translation>
    </message>
    <message>
        <source>Janggi variants: %1</source>
        <translation>장기 변형: %1</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>UCI 엔진 선택</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>모든 파일 (*)</translation>
    </message>
    <message>
        <source>Fairy-Stockfish was not found on this computer (looked on the PATH and in /usr/games). Install it, or add it with its path.</source>
        <translation>이 컴퓨터에서 Fairy-Stockfish를 찾지 못했습니다 (PATH와 /usr/games를 찾아봄). 설치하거나 경로로 추가하십시오.</translation>
    </message>
    <message>
        <source>%1 is already in the list.</source>
        <translation>%1은(는) 이미 목록에 있습니다.</translation>
    </message>
    <message>
        <source>%1 was removed.</source>
        <translation>%1을(를) 삭제했습니다.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 확인 중…</translation>
    </message>
    <message>
        <source>%1 could not be checked.</source>
        <translation>%1을(를) 확인하지 못했습니다.</translation>
    </message>
    <message>
        <source>%1 was checked again and updated.</source>
        <translation>%1을(를) 다시 확인하고 갱신했습니다.</translation>
    </message>
    <message>
        <source>%1 was added.</source>
        <translation>%1을(를) 추가했습니다.</translation>
    </message>
</context>
<context>
    <name>Evaluation</name>
    <message>
        <source>Cho mates in %1</source>
        <translation>초 %1수 외통</translation>
    </message>
    <message>
        <source>Han mates in %1</source>
        <translation>한 %1수 외통</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>균형</translation>
    </message>
    <message>
        <source>Cho +%1</source>
        <translation>초 +%1</translation>
    </message>
    <message>
        <source>Han +%1</source>
        <translation>한 +%1</translation>
    </message>
</context>
<context>
    <name>Feedback</name>
    <message>
        <source>That is %1's piece: %2 is to move.</source>
        <translation>%1의 말입니다: 지금은 %2 차례입니다.</translation>
    </message>
    <message>
        <source>The selected piece cannot go there.</source>
        <translation>고른 말은 그곳으로 갈 수 없습니다.</translation>
    </message>
    <message>
        <source>That piece has no legal move: the general is in check (장군).</source>
        <translation>그 말은 둘 수 있는 수가 없습니다: 장군을 받고 있습니다.</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation>그 말은 둘 수 있는 수가 없습니다.</translation>
    </message>
    <message>
        <source>The game is over: undo, or start a new game.</source>
        <translation>대국이 끝났습니다: 무르거나 새 대국을 시작하세요.</translation>
    </message>
    <message>
        <source>Wait: it is the computer's turn.</source>
        <translation>잠시 기다리세요: 컴퓨터 차례입니다.</translation>
    </message>
    <message>
        <source>The clocks are paused: Game → Resume clocks to play on.</source>
        <translation>시계가 정지되어 있습니다: 대국 → 시계 다시 가기로 이어 두십시오.</translation>
    </message>
</context>
<context>
    <name>Fen</name>
    <message>
        <source>FEN must be a string, not {type}</source>
        <extracomment>The palette's kinds, as FEN letters, biggest first. The rules model's FEN faults (the templates of rules/notation.py's and rules/game.py's FenError), declared for pyside6-lupdate, and the sides' names they quote. A fault missing here is shown in English (tests/ui/test_translated_errors.py checks that every template of the rules is here).</extracomment>
        <translation>FEN은 문자열이어야 합니다({type}이(가) 아니라)</translation>
    </message>
    <message>
        <source>empty FEN</source>
        <translation>FEN이 비어 있습니다</translation>
    </message>
    <message>
        <source>FEN has {count} fields; expected at most 6</source>
        <translation>FEN의 필드가 {count}개입니다. 최대 6개여야 합니다</translation>
    </message>
    <message>
        <source>FEN placement has {count} ranks; expected 10 separated by '/'</source>
        <translation>FEN 배치의 줄이 {count}개입니다. '/'로 구분한 10줄이어야 합니다</translation>
    </message>
    <message>
        <source>rank {rank} of the FEN: empty count {text} is not 1..9</source>
        <translation>FEN의 {rank}번째 줄: 빈 칸 수 {text}이(가) 1..9가 아닙니다</translation>
    </message>
    <message>
        <source>rank {rank} of the FEN: unknown piece letter {text}</source>
        <translation>FEN의 {rank}번째 줄: 알 수 없는 말 글자 {text}</translation>
    </message>
    <message>
        <source>rank {rank} of the FEN ({text}) is longer than 9 points</source>
        <translation>FEN의 {rank}번째 줄({text})이 9칸보다 깁니다</translation>
    </message>
    <message>
        <source>rank {rank} of the FEN ({text}) covers {count} points; expected 9</source>
        <translation>FEN의 {rank}번째 줄({text})이 {count}칸입니다. 9칸이어야 합니다</translation>
    </message>
    <message>
        <source>FEN has {count} generals for {side} ('{letter}'); expected exactly 1</source>
        <translation>FEN에 {side}의 궁('{letter}')이 {count}개 있습니다. 정확히 1개여야 합니다</translation>
    </message>
    <message>
        <source>{side}'s general on {square} is outside its palace</source>
        <translation>{square}에 있는 {side}의 궁이 궁성 밖에 있습니다</translation>
    </message>
    <message>
        <source>{side}'s guard on {square} is outside its palace</source>
        <translation>{square}에 있는 {side}의 사가 궁성 밖에 있습니다</translation>
    </message>
    <message>
        <source>FEN has {count} {letter} pieces; at most {limit}</source>
        <translation>FEN에 {letter} 말이 {count}개 있습니다. 최대 {limit}개입니다</translation>
    </message>
    <message>
        <source>FEN side to move is {text}; expected 'w' (Cho) or 'b' (Han)</source>
        <translation>FEN의 차례가 {text}입니다. 'w'(초) 또는 'b'(한)이어야 합니다</translation>
    </message>
    <message>
        <source>FEN field {field} is {text}; Janggi has no castling or en passant: '-'</source>
        <translation>FEN의 {field}번째 필드가 {text}입니다. 장기에서는 '-'여야 합니다</translation>
    </message>
    <message>
        <source>FEN halfmove clock {text} is not a whole number up to 999999999</source>
        <translation>FEN의 반수 카운터 {text}이(가) 999999999 이하의 정수가 아닙니다</translation>
    </message>
    <message>
        <source>FEN move number {text} is not a whole number in 1..999999999</source>
        <translation>FEN의 수 번호 {text}이(가) 1..999999999의 정수가 아닙니다</translation>
    </message>
    <message>
        <source>in this FEN the side not to move ({side}) is in check</source>
        <translation>이 FEN에서 차례가 아닌 쪽({side})이 장군을 받고 있습니다</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>한</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Cho wins</source>
        <translation>초 승리</translation>
    </message>
    <message>
        <source>Han wins</source>
        <translation>한 승리</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>Checkmate (외통수).</source>
        <translation>외통수.</translation>
    </message>
    <message>
        <source>Cho resigned.</source>
        <translation>초가 기권했습니다.</translation>
    </message>
    <message>
        <source>Han resigned.</source>
        <translation>한이 기권했습니다.</translation>
    </message>
    <message>
        <source>Bikjang (빅장): the draw was accepted.</source>
        <translation>빅장: 무승부를 받아들였습니다.</translation>
    </message>
    <message>
        <source>The players agreed to a draw.</source>
        <translation>합의로 무승부가 되었습니다.</translation>
    </message>
    <message>
        <source>Cho ran out of time.</source>
        <translation>초의 시간이 다 되었습니다.</translation>
    </message>
    <message>
        <source>Han ran out of time.</source>
        <translation>한의 시간이 다 되었습니다.</translation>
    </message>
    <message>
        <source>Bikjang (빅장) was not broken: decided on points.</source>
        <translation>빅장이 풀리지 않아 점수로 판정했습니다.</translation>
    </message>
    <message>
        <source>Bikjang (빅장) was not broken.</source>
        <translation>빅장이 풀리지 않았습니다.</translation>
    </message>
    <message>
        <source>Both sides passed.</source>
        <translation>양쪽 모두 한수쉼을 했습니다.</translation>
    </message>
    <message>
        <source>The same position was repeated.</source>
        <translation>같은 국면이 반복되었습니다.</translation>
    </message>
    <message>
        <source>Perpetual check: the checking side loses.</source>
        <translation>연속 장군: 장군을 부른 쪽이 집니다.</translation>
    </message>
    <message>
        <source>A piece was shuttled back and forth: that side loses.</source>
        <translation>같은 말을 왔다 갔다 반복했습니다: 그쪽이 집니다.</translation>
    </message>
    <message>
        <source>The ply limit was reached.</source>
        <translation>수 제한에 이르렀습니다.</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>대국 종료</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>점수: %1</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>새 대국…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>판 보기</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>대국 분석하기</translation>
    </message>
</context>
<context>
    <name>GamePickerDialog</name>
    <message>
        <source>Choose a game</source>
        <translation>대국 고르기</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Choose the one to open:</source>
        <translation>%1 파일에 대국이 %2개 있습니다. 열 대국을 고르세요:</translation>
    </message>
    <message>
        <source>Cho (초)</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Han (한)</source>
        <translation>한</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>대회</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>수</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Cho wins</source>
        <translation>초 승리</translation>
    </message>
    <message>
        <source>Han wins</source>
        <translation>한 승리</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>끝나지 않음</translation>
    </message>
</context>
<context>
    <name>GameStarter</name>
    <message>
        <source>The previous game is back.</source>
        <extracomment>Another game is about to replace the one on the board (the record it came from is forgotten). One person plays the computer: the side they chose ("cho" or "han"), whose pieces go at the bottom. A restored autosave's hints (the plies a hint was asked at), for the analysis. The new-game dialog added or removed an external engine. The game put on the board is a finished record: its result shows in the panel only (no dialog, no chime). The unfinished game the last replacement took off the board, with its players: Undo brings it back until the new game is played on (None: nothing to bring back).</extracomment>
        <translation>이전 대국을 되돌렸습니다.</translation>
    </message>
    <message>
        <source>The position is on the board: move pieces for both sides to explore it.</source>
        <translation>국면이 판에 놓였습니다: 양쪽 말을 움직이며 살펴보세요.</translation>
    </message>
    <message>
        <source>The unfinished game was kept: Undo, or File → Recover previous game, brings it back.</source>
        <translation>끝나지 않은 대국을 보관했습니다: 무르기나 파일 → 이전 대국 복구로 되돌릴 수 있습니다.</translation>
    </message>
    <message>
        <source>Another window's unfinished game was kept: File → Recover previous game brings it back.</source>
        <translation>다른 창의 끝나지 않은 대국을 보관했습니다: 파일 → 이전 대국 복구로 되돌릴 수 있습니다.</translation>
    </message>
    <message>
        <source>The autosaved game could not be restored: %1</source>
        <translation>자동 저장된 대국을 불러오지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Restored the game in progress.</source>
        <translation>두던 대국을 이어서 불러왔습니다.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>No game to recover</source>
        <translation>복구할 대국이 없습니다</translation>
    </message>
    <message>
        <source>Recovered the previous game.</source>
        <translation>이전 대국을 복구했습니다.</translation>
    </message>
</context>
<context>
    <name>Handicap</name>
    <message>
        <source>without a chariot</source>
        <extracomment>The kinds a free choice offers, with how many a side has at the start. The English names of the traditional handicaps, declared for pyside6-lupdate (rules/handicap.py has them).</extracomment>
        <translation>차 떼고</translation>
    </message>
    <message>
        <source>without a cannon</source>
        <translation>포 떼고</translation>
    </message>
    <message>
        <source>without a horse</source>
        <translation>마 떼고</translation>
    </message>
    <message>
        <source>without an elephant</source>
        <translation>상 떼고</translation>
    </message>
    <message>
        <source>without a chariot and a cannon</source>
        <translation>차포 떼고</translation>
    </message>
    <message>
        <source>without both chariots</source>
        <translation>양차 떼고</translation>
    </message>
    <message>
        <source>without both cannons</source>
        <translation>양포 떼고</translation>
    </message>
    <message>
        <source>without both horses</source>
        <translation>양마 떼고</translation>
    </message>
    <message>
        <source>without both elephants</source>
        <translation>양상 떼고</translation>
    </message>
    <message>
        <source>a handicap is text such as 'han:R', not {type}</source>
        <extracomment>The handicap's refusals (the templates of rules/handicap.py), declared for pyside6-lupdate (tests/ui/test_keyboard_play.py checks that every template is here).</extracomment>
        <translation>접장기는 'han:R' 같은 글이어야 합니다. {type}이(가) 아닙니다</translation>
    </message>
    <message>
        <source>{text} is not a handicap: expected SIDE:PIECES such as 'han:R' or 'cho:RC'</source>
        <translation>{text}은(는) 접장기가 아닙니다: 'han:R', 'cho:RC'처럼 진영:기물로 적으세요</translation>
    </message>
    <message>
        <source>{text}: the side is 'cho' or 'han', not {side}</source>
        <translation>{text}: 진영은 'cho' 또는 'han'입니다. {side}이(가) 아닙니다</translation>
    </message>
    <message>
        <source>{text}: {piece} is not a piece letter (R C N B A P)</source>
        <translation>{text}: {piece}은(는) 기물 글자가 아닙니다 (R C N B A P)</translation>
    </message>
    <message>
        <source>{text}: a side cannot give its general</source>
        <translation>{text}: 궁은 뗄 수 없습니다</translation>
    </message>
    <message>
        <source>the side of a handicap is 'cho' or 'han', not {side}</source>
        <translation>접장기의 진영은 'cho' 또는 'han'입니다. {side}이(가) 아닙니다</translation>
    </message>
    <message>
        <source>a handicap takes off at least one piece</source>
        <translation>접장기는 기물을 하나 이상 뗍니다</translation>
    </message>
    <message>
        <source>{piece} is not a piece letter (R C N B A P)</source>
        <translation>{piece}은(는) 기물 글자가 아닙니다 (R C N B A P)</translation>
    </message>
    <message>
        <source>a side cannot give its general</source>
        <translation>궁은 뗄 수 없습니다</translation>
    </message>
    <message>
        <source>{square} is not a square (0..89)</source>
        <translation>{square}은(는) 칸이 아닙니다 (0..89)</translation>
    </message>
    <message>
        <source>{side} has no {kind} on {square} to give</source>
        <translation>{side}의 {square}에 뗄 {kind}이(가) 없습니다</translation>
    </message>
    <message>
        <source>the piece on {square} is named twice</source>
        <translation>{square}의 기물을 두 번 적었습니다</translation>
    </message>
    <message>
        <source>{side} has {count} {kind} piece(s) here, fewer than the handicap takes off</source>
        <translation>{side}의 {kind}은(는) {count}개뿐이라 접장기가 떼는 수보다 적습니다</translation>
    </message>
    <message>
        <source>{handicap} cannot be played here: {reason}</source>
        <translation>{handicap}은(는) 여기서 둘 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>{handicap} leaves {side} with no legal move: {outcome}</source>
        <translation>{handicap}이면 {side}에게 둘 수 있는 수가 없습니다: {outcome}</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>한</translation>
    </message>
    <message>
        <source>Chariots (차)</source>
        <translation>차</translation>
    </message>
    <message>
        <source>Cannons (포)</source>
        <translation>포</translation>
    </message>
    <message>
        <source>Horses (마)</source>
        <translation>마</translation>
    </message>
    <message>
        <source>Elephants (상)</source>
        <translation>상</translation>
    </message>
    <message>
        <source>Guards (사)</source>
        <translation>사</translation>
    </message>
    <message>
        <source>Soldiers (졸/병)</source>
        <translation>졸/병</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>%1 without: %2</source>
        <translation>%1 떼고: %2</translation>
    </message>
    <message>
        <source>Handicap (접장기)</source>
        <translation>접장기</translation>
    </message>
    <message>
        <source>No handicap</source>
        <translation>접장기 없음</translation>
    </message>
    <message>
        <source>Free choice of pieces…</source>
        <translation>기물 직접 고르기…</translation>
    </message>
    <message>
        <source>&amp;Pieces taken off:</source>
        <translation>뗄 기물(&amp;P):</translation>
    </message>
    <message>
        <source>Cho (초) plays without them</source>
        <translation>초가 떼고 둠</translation>
    </message>
    <message>
        <source>Han (한) plays without them</source>
        <translation>한이 떼고 둠</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>진영(&amp;S):</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>a draw</source>
        <extracomment>The diagrams, by the piece or idea they show (Cho to move in each; the points marked are its moves).</extracomment>
        <translation>무승부</translation>
    </message>
    <message>
        <source>decided on points</source>
        <translation>점수로 판정</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>목표</translation>
    </message>
    <message>
        <source>Janggi is played on the points of a board of 9 files and 10 ranks. Cho (초, green) moves first, then Han (한, red), one move each. You win by checkmate: the other general is attacked (장군, check) and no move saves it. A move may never leave your own general attacked.</source>
        <translation>장기는 세로 9줄, 가로 10줄 판의 교차점 위에서 둡니다. 초(녹색)가 먼저 두고, 이어서 한(빨강)이 한 수씩 번갈아 둡니다. 외통수로 이깁니다: 상대 궁이 공격받고(장군) 어떤 수로도 피할 수 없을 때입니다. 자기 궁이 공격받은 채로 남는 수는 둘 수 없습니다.</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>차림</translation>
    </message>
    <message>
        <source>Before the game each player chooses where the horses and elephants of the back rank stand: four arrangements. Han chooses first, then Cho.</source>
        <translation>대국 전에 두 사람은 맨 뒷줄의 마와 상 자리를 고릅니다: 네 가지 차림이 있습니다. 한이 먼저 고르고, 이어서 초가 고릅니다.</translation>
    </message>
    <message>
        <source>Under these rules the arrangement of horses and elephants is fixed.</source>
        <translation>이 규칙에서는 마와 상의 차림이 정해져 있습니다.</translation>
    </message>
    <message>
        <source>General and guards</source>
        <translation>궁과 사</translation>
    </message>
    <message>
        <source>They never leave the palace, the square of nine points with the diagonal lines. They step one point along a line, along the diagonals too.</source>
        <translation>궁과 사는 대각선이 그어진 아홉 점의 네모, 궁성을 벗어나지 못합니다. 선을 따라 한 칸씩 움직이며 대각선도 따라갈 수 있습니다.</translation>
    </message>
    <message>
        <source>Chariot (車 차)</source>
        <translation>차 (車)</translation>
    </message>
    <message>
        <source>Moves any number of free points along a file or a rank, and along the palace diagonals. It takes the first enemy piece in its way.</source>
        <translation>세로줄이나 가로줄, 궁성의 대각선을 따라 빈 칸을 얼마든지 움직입니다. 길을 막는 첫 번째 상대 말을 잡습니다.</translation>
    </message>
    <message>
        <source>Cannon (包 포)</source>
        <translation>포 (包)</translation>
    </message>
    <message>
        <source>Jumps along a line over exactly one piece, the screen, to any free point behind it, or takes the first piece behind the screen. A cannon can neither jump over a cannon nor take one.</source>
        <translation>선을 따라 꼭 말 하나(다리)를 뛰어넘어 그 뒤의 빈 칸으로 가거나, 다리 뒤의 첫 번째 말을 잡습니다. 포는 포를 넘을 수도 잡을 수도 없습니다.</translation>
    </message>
    <message>
        <source>Under these rules a cannon that does not capture may also slide like a chariot.</source>
        <translation>이 규칙에서는 잡지 않는 포가 차처럼 미끄러져 갈 수도 있습니다.</translation>
    </message>
    <message>
        <source>Horse (馬 마)</source>
        <translation>마 (馬)</translation>
    </message>
    <message>
        <source>One point along a line, then one point diagonally outwards. A piece on the first point blocks that way.</source>
        <translation>선을 따라 한 칸, 이어서 바깥쪽 대각선으로 한 칸 갑니다. 첫 칸에 말이 있으면 그 길은 막힙니다.</translation>
    </message>
    <message>
        <source>Elephant (象 상)</source>
        <translation>상 (象)</translation>
    </message>
    <message>
        <source>One point along a line, then two points diagonally outwards. A piece on any point of the way blocks it.</source>
        <translation>선을 따라 한 칸, 이어서 바깥쪽 대각선으로 두 칸 갑니다. 지나는 칸 어디에든 말이 있으면 막힙니다.</translation>
    </message>
    <message>
        <source>Soldier (卒 졸, 兵 병)</source>
        <translation>졸과 병 (卒, 兵)</translation>
    </message>
    <message>
        <source>One point forwards or sideways, never back.</source>
        <translation>앞이나 옆으로 한 칸 가며, 뒤로는 가지 못합니다.</translation>
    </message>
    <message>
        <source>In the enemy palace it also steps forwards along the diagonals.</source>
        <translation>상대 궁성 안에서는 대각선을 따라 앞으로도 갑니다.</translation>
    </message>
    <message>
        <source>Under these rules soldiers do not use the palace diagonals.</source>
        <translation>이 규칙에서는 졸과 병이 궁성의 대각선을 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>The palace lines</source>
        <translation>궁성의 대각선</translation>
    </message>
    <message>
        <source>Chariots, cannons and soldiers may also move along the diagonal lines of either palace, as far as the lines go.</source>
        <translation>차, 포, 졸과 병은 양쪽 궁성의 대각선을 따라서도 선이 닿는 데까지 움직일 수 있습니다.</translation>
    </message>
    <message>
        <source>Instead of moving you may pass (한수쉼), but not while your general is in check.</source>
        <translation>수를 두는 대신 한수쉼을 할 수 있지만, 장군을 받고 있을 때는 할 수 없습니다.</translation>
    </message>
    <message>
        <source>Two passes in a row end the game: %1.</source>
        <translation>연달아 두 번 한수쉼을 하면 대국이 끝납니다: %1.</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>한수쉼</translation>
    </message>
    <message>
        <source>Under these rules the generals may face each other on an open file (빅장, bikjang) without any effect.</source>
        <translation>이 규칙에서는 두 궁이 빈 세로줄에서 마주 보아도(빅장) 아무 일도 일어나지 않습니다.</translation>
    </message>
    <message>
        <source>When the generals face each other on a file with nothing between them (빅장, bikjang), the side to move must break it with a move or accept a draw.</source>
        <translation>두 궁이 사이에 아무것도 없는 세로줄에서 마주 보면(빅장), 둘 차례인 쪽은 수를 두어 풀거나 무승부를 받아들여야 합니다.</translation>
    </message>
    <message>
        <source>When the generals face each other on a file with nothing between them (빅장, bikjang), the side to move must break it; passing instead ends the game: %1.</source>
        <translation>두 궁이 사이에 아무것도 없는 세로줄에서 마주 보면(빅장), 둘 차례인 쪽은 이를 풀어야 합니다. 대신 한수쉼을 하면 대국이 끝납니다: %1.</translation>
    </message>
    <message>
        <source>Bikjang (빅장)</source>
        <translation>빅장</translation>
    </message>
    <message>
        <source>The same position occurring %1 times ends the game: %2.</source>
        <translation>같은 국면이 %1번 나오면 대국이 끝납니다: %2.</translation>
    </message>
    <message>
        <source>A side that gave check with every move of the repetition loses.</source>
        <translation>반복되는 동안 매 수 장군을 부른 쪽이 집니다.</translation>
    </message>
    <message>
        <source>Moving one piece back and forth again and again (not the general or a guard) loses.</source>
        <translation>한 말(궁과 사 말고)을 계속 왔다 갔다 하면 집니다.</translation>
    </message>
    <message>
        <source>The game ends after %1 plies (half-moves) in all: %2.</source>
        <translation>모두 %1수를 두면 대국이 끝납니다: %2.</translation>
    </message>
    <message>
        <source>The game ends after %1 plies (half-moves) without a capture: %2.</source>
        <translation>말을 잡지 않고 %1수가 지나면 대국이 끝납니다: %2.</translation>
    </message>
    <message>
        <source>Points: chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2; Han adds 1.5 (덤) for moving second. The side with more points wins.</source>
        <translation>점수: 차 13, 포 7, 마 5, 상 3, 사 3, 졸·병 2. 한은 나중에 두므로 덤 1.5점을 더합니다. 점수가 많은 쪽이 이깁니다.</translation>
    </message>
    <message>
        <source>Other endings and points</source>
        <translation>그 밖의 끝내기와 점수</translation>
    </message>
    <message>
        <source>Move a piece</source>
        <translation>말 옮기기</translation>
    </message>
    <message>
        <source>Click it, then a marked point; or drag it there</source>
        <translation>말을 누른 뒤 표시된 점을 누르거나, 끌어다 놓습니다</translation>
    </message>
    <message>
        <source>Let go of a piece</source>
        <translation>고른 말 놓기</translation>
    </message>
    <message>
        <source>Click it again, or right-click</source>
        <translation>다시 누르거나 오른쪽 단추를 누릅니다</translation>
    </message>
    <message>
        <source>Show an earlier position</source>
        <translation>앞 국면 보기</translation>
    </message>
    <message>
        <source>Click a move in the list, or ← and →</source>
        <translation>기보에서 수를 누르거나 ←, → 키</translation>
    </message>
    <message>
        <source>Move a piece with the keys</source>
        <translation>키로 기물 움직이기</translation>
    </message>
    <message>
        <source>Tab to the board (or Ctrl+B), the arrows to the piece, Enter or Space to pick it, the same on its point; Escape lets go, a second Escape gives ← and → back to the moves</source>
        <translation>Tab(또는 Ctrl+B)으로 판에 가서 화살표로 기물까지 가고 Enter나 Space로 집은 뒤, 갈 자리에서 다시 누릅니다. Esc는 기물을 놓고, Esc를 한 번 더 누르면 ←, →로 다시 수를 넘깁니다</translation>
    </message>
    <message>
        <source>How to play Janggi</source>
        <translation>장기 두는 법</translation>
    </message>
    <message>
        <source>Rule set in force: %1</source>
        <translation>적용 중인 규칙: %1</translation>
    </message>
    <message>
        <source>Mouse and keyboard</source>
        <translation>마우스와 키보드</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>두는 법</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>The position</source>
        <translation>국면</translation>
    </message>
    <message>
        <source>The position, row by row</source>
        <translation>줄마다 읽는 국면</translation>
    </message>
    <message>
        <source>Taken back. %1</source>
        <translation>무름. %1</translation>
    </message>
    <message>
        <source>New game. %1 to move.</source>
        <translation>새 대국. %1 차례.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Novice</source>
        <extracomment>Level number -&gt; (name, description), as written in engine/levels.py.</extracomment>
        <translation>입문</translation>
    </message>
    <message>
        <source>Looks at its own move only: grabs pieces even when they are defended half the time, never sees the reply, and judges positions roughly. A first game's opponent.</source>
        <translation>자기 수만 봅니다: 지켜진 기물도 절반은 잡으러 가고, 상대의 응수를 보지 못하며, 형세를 대충 판단합니다. 첫 대국의 상대.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>초보</translation>
    </message>
    <message>
        <source>One ply plus the capture sequence; often misjudges, sometimes grabs a defended piece.</source>
        <translation>한 수와 이어지는 따먹기까지 봅니다. 자주 잘못 판단하고, 가끔 지켜진 기물을 잡습니다.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>취미</translation>
    </message>
    <message>
        <source>Sees the opponent's direct reply; still loose and inconsistent.</source>
        <translation>상대의 바로 다음 응수를 봅니다. 아직 허술하고 들쭉날쭉합니다.</translation>
    </message>
    <message>
        <source>Learner</source>
        <translation>학습</translation>
    </message>
    <message>
        <source>Two plies with captures; makes fewer oversights.</source>
        <translation>따먹기를 포함해 두 수를 봅니다. 실수가 줄어듭니다.</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>동호인</translation>
    </message>
    <message>
        <source>Three plies; plays solid moves with a little noise.</source>
        <translation>세 수를 봅니다. 약간의 흔들림이 있지만 탄탄하게 둡니다.</translation>
    </message>
    <message>
        <source>Strong club</source>
        <translation>강한 동호인</translation>
    </message>
    <message>
        <source>Four plies, some noise.</source>
        <translation>네 수, 흔들림이 어느 정도 있습니다.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>고수</translation>
    </message>
    <message>
        <source>Five plies, no noise.</source>
        <translation>다섯 수, 흔들림이 없습니다.</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>상급</translation>
    </message>
    <message>
        <source>Six plies, no noise.</source>
        <translation>여섯 수, 흔들림이 없습니다.</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>명인</translation>
    </message>
    <message>
        <source>Seven plies, no noise, sound openings from the book.</source>
        <translation>일곱 수, 흔들림이 없고, 정석에서 탄탄한 포진을 둡니다.</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>대명인</translation>
    </message>
    <message>
        <source>Full strength: the whole search within its time (5 seconds a move by default, or what the clock or the caller allows).</source>
        <translation>최대 강도: 주어진 시간 안에서 전체 탐색 (기본 한 수에 5초, 또는 시계나 호출자가 허용하는 시간).</translation>
    </message>
    <message>
        <source>≈ Fairy-Stockfish Skill %1</source>
        <translation>≈ Fairy-Stockfish 실력 단계 %1</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <source>The game could not be kept in the library: %1</source>
        <extracomment>How many refused games the report box lists (the rest are counted). (files done, files in all, games imported, duplicates, refused) The final :class:`ImportReport` (also after a cancel). The library or a path could not be used: the message. An import ended (finished or cancelled): its ImportReport. A game was stored: its id in the library.</extracomment>
        <translation>대국을 기보 보관함에 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Import games into the library</source>
        <translation>기보 보관함으로 대국 가져오기</translation>
    </message>
    <message>
        <source>Import the games of a folder</source>
        <translation>폴더의 대국 가져오기</translation>
    </message>
    <message>
        <source>Game records (*.pgn *.gib *.PGN *.GIB);;All files (*)</source>
        <translation>기보 (*.pgn *.gib *.PGN *.GIB);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Importing games…</source>
        <translation>대국을 가져오는 중…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>대국 가져오기</translation>
    </message>
    <message>
        <source>1 game imported</source>
        <translation>1판 가져옴</translation>
    </message>
    <message numerus="yes">
        <source>%n games imported</source>
        <translation>
            <numerusform>%n판 가져옴</numerusform>
        </translation>
    </message>
    <message>
        <source>1 duplicate</source>
        <translation>중복 1판</translation>
    </message>
    <message numerus="yes">
        <source>%n duplicates</source>
        <translation>
            <numerusform>중복 %n판</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>거부 %n판</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>Imported 1 game</source>
        <translation>1판 가져옴</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n games</source>
        <translation>
            <numerusform>%n판 가져옴</numerusform>
        </translation>
    </message>
    <message>
        <source>Import cancelled: %1</source>
        <translation>가져오기 취소됨: %1</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… 외 %1개</translation>
    </message>
    <message>
        <source>These games could not be read:</source>
        <translation>다음 대국은 읽을 수 없습니다:</translation>
    </message>
    <message>
        <source>The games could not be imported: %1</source>
        <translation>대국을 가져오지 못했습니다: %1</translation>
    </message>
    <message>
        <source>An import is already running: wait for it or cancel it</source>
        <translation>이미 가져오는 중입니다: 끝나기를 기다리거나 취소하세요</translation>
    </message>
</context>
<context>
    <name>LinesPanel</name>
    <message>
        <source>Analysis</source>
        <extracomment>The user wants this many lines (1-5).</extracomment>
        <translation>분석</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>수순</translation>
    </message>
    <message>
        <source>Hint (훈수)</source>
        <translation>훈수</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Mar&amp;k this move</source>
        <translation>이 수에 기호 붙이기(&amp;K)</translation>
    </message>
    <message>
        <source>Janggi Desktop</source>
        <extracomment>When the window finishes its start (MainWindow.finish_start) if the board has painted no frame by then (milliseconds). The window's size the first time (no saved geometry), when the screen has room for it. Room left around that first window on a smaller screen: its frame and title bar (the available geometry already leaves out the task bar). Emitted when a game ends (after the board is frozen): the Outcome. An autosave write failed (emitted from the autosave's writer thread; shown in the window's).</extracomment>
        <translation>장기 데스크톱</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>경고: %1</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <extracomment>The View menu's choices: the Settings field each sets, and the WindowActions field of its actions.</extracomment>
        <translation>새 대국(&amp;N)…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>새 대국을 시작합니다</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a game record (.pgn, .gib or .fen)</source>
        <translation>기보 파일(.pgn, .gib, .fen)을 엽니다</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>이 대국을 저장합니다</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Save this game to a new PGN or .gib file</source>
        <translation>이 대국을 새 PGN 또는 .gib 파일로 저장합니다</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>FEN 복사(&amp;F)</translation>
    </message>
    <message>
        <source>Copy the position on the board as FEN</source>
        <translation>판의 국면을 FEN으로 복사합니다</translation>
    </message>
    <message>
        <source>Paste &amp;game (PGN or .gib)</source>
        <translation>대국 붙여넣기 (PGN 또는 .gib)(&amp;G)</translation>
    </message>
    <message>
        <source>Open the game record on the clipboard</source>
        <translation>클립보드에 있는 기보를 엽니다</translation>
    </message>
    <message>
        <source>Copy the whole game as PGN</source>
        <translation>대국 전체를 PGN으로 복사합니다</translation>
    </message>
    <message>
        <source>&amp;First position</source>
        <translation>처음 국면(&amp;F)</translation>
    </message>
    <message>
        <source>Show the start position (Home)</source>
        <translation>처음 국면을 봅니다 (Home)</translation>
    </message>
    <message>
        <source>Show the position one move earlier (←)</source>
        <translation>한 수 전의 국면을 봅니다 (←)</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>다음 수(&amp;N)</translation>
    </message>
    <message>
        <source>Show the position one move later (→)</source>
        <translation>한 수 뒤의 국면을 봅니다 (→)</translation>
    </message>
    <message>
        <source>&amp;Last position</source>
        <translation>마지막 국면(&amp;L)</translation>
    </message>
    <message>
        <source>Show the latest position (End)</source>
        <translation>마지막 국면을 봅니다 (End)</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>여기서 이어 두기(&amp;C)</translation>
    </message>
    <message>
        <source>Play on from the position shown (the later moves are removed)</source>
        <translation>보고 있는 국면부터 이어 둡니다 (이후의 수는 지워집니다)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>무르기(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>마지막 수를 무릅니다</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>한수쉼(&amp;P)</translation>
    </message>
    <message>
        <source>Pass this turn (한수쉼)</source>
        <translation>이번 차례를 쉽니다 (한수쉼)</translation>
    </message>
    <message>
        <source>Accept &amp;draw</source>
        <translation>무승부 받기(&amp;D)</translation>
    </message>
    <message>
        <source>Accept the draw the bikjang offers</source>
        <translation>빅장으로 생긴 무승부 제안을 받아들입니다</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>기권(&amp;R)</translation>
    </message>
    <message>
        <source>Resign this game</source>
        <translation>이 대국을 기권합니다</translation>
    </message>
    <message>
        <source>&amp;Move now</source>
        <translation>지금 두기(&amp;M)</translation>
    </message>
    <message>
        <source>Make the engine play its best move so far (or ask it again)</source>
        <translation>엔진이 지금까지 찾은 가장 좋은 수를 두게 합니다 (또는 다시 묻습니다)</translation>
    </message>
    <message>
        <source>Stop both clocks, or start them again (between people, or on your turn against the computer)</source>
        <translation>두 시계를 멈추거나 다시 시작합니다 (사람끼리, 또는 컴퓨터와 둘 때는 내 차례에)</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>엔진(&amp;E)…</translation>
    </message>
    <message>
        <source>The built-in engine and external UCI engines such as Fairy-Stockfish</source>
        <translation>내장 엔진과 Fairy-Stockfish 같은 외부 UCI 엔진</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>판 뒤집기(&amp;F)</translation>
    </message>
    <message>
        <source>Turn the board around</source>
        <translation>판을 반대편에서 봅니다</translation>
    </message>
    <message>
        <source>Switch the piece labels: hanja, hangeul, Latin</source>
        <translation>말 글씨를 바꿉니다: 한자, 한글, 로마자</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>수 입력(&amp;T)</translation>
    </message>
    <message>
        <source>Type a move: 79졸78, Hc3, c7d7, a destination, or pass (/)</source>
        <translation>수 입력: 79졸78, Hc3, c7d7, 도착점, 또는 한수쉼 (/)</translation>
    </message>
    <message>
        <source>Move on the &amp;board with the keys</source>
        <translation>키보드로 판에서 두기(&amp;B)</translation>
    </message>
    <message>
        <source>A cursor on the board: arrows move it, Enter picks a piece and then its destination, Escape lets go</source>
        <translation>판 위의 커서: 화살표로 옮기고, Enter로 기물과 도착점을 고르고, Esc로 놓습니다</translation>
    </message>
    <message>
        <source>The position as text, row by row, with each side's pieces, the clocks and the result</source>
        <translation>국면을 줄마다 글로: 양쪽 기물, 시계, 결과</translation>
    </message>
    <message>
        <source>&amp;Hint (훈수)</source>
        <translation>훈수(&amp;H)</translation>
    </message>
    <message>
        <source>Show the engine's best move for you (the game records it)</source>
        <translation>엔진의 최선수를 보여 줍니다 (대국 기록에 남습니다)</translation>
    </message>
    <message>
        <source>Analysis &amp;mode</source>
        <translation>분석 모드(&amp;M)</translation>
    </message>
    <message>
        <source>Analyse the position on the board continuously: evaluation bar, best lines and arrow</source>
        <translation>판의 국면을 계속 분석합니다: 형세 막대, 최선 수순, 화살표</translation>
    </message>
    <message>
        <source>Analyse &amp;game</source>
        <translation>대국 분석(&amp;G)</translation>
    </message>
    <message>
        <source>Evaluate every position: graph, marked mistakes and better moves</source>
        <translation>모든 국면을 평가합니다: 그래프, 표시된 실수, 더 나은 수</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>다음 실수(&amp;N)</translation>
    </message>
    <message>
        <source>Show the next move marked ?!, ? or ??</source>
        <translation>?!, ?, ?? 로 표시된 다음 수를 보여 줍니다</translation>
    </message>
    <message>
        <source>&amp;Previous mistake</source>
        <translation>이전 실수(&amp;P)</translation>
    </message>
    <message>
        <source>Show the previous move marked ?!, ? or ??</source>
        <translation>?!, ?, ?? 로 표시된 이전 수를 보여 줍니다</translation>
    </message>
    <message>
        <source>&amp;Allow hints</source>
        <translation>훈수 허용(&amp;A)</translation>
    </message>
    <message>
        <source>Turn the Hint command on or off</source>
        <translation>훈수 명령을 켜거나 끕니다</translation>
    </message>
    <message>
        <source>&amp;Hanja (漢字)</source>
        <translation>한자(&amp;H)</translation>
    </message>
    <message>
        <source>Han&amp;geul (한글)</source>
        <translation>한글(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Latin letters</source>
        <translation>로마자(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Korean digits (1–9, 1–0)</source>
        <translation>한국식 숫자 (1–9, 1–0)(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Algebraic (a–i, 1–10)</source>
        <translation>알파벳식 (a–i, 1–10)(&amp;A)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>시스템 설정 따르기</translation>
    </message>
    <message>
        <source>&amp;About Janggi Desktop</source>
        <translation>장기 데스크톱 정보(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Paste FEN…</source>
        <translation>FEN 붙여넣기(&amp;P)…</translation>
    </message>
    <message>
        <source>Start a new game from a FEN (the clipboard's, or typed)</source>
        <translation>FEN(클립보드의 것이나 입력한 것)으로 새 대국을 시작합니다</translation>
    </message>
    <message>
        <source>Copy PG&amp;N</source>
        <translation>PGN 복사(&amp;N)</translation>
    </message>
    <message>
        <source>Pre&amp;vious move</source>
        <translation>이전 수(&amp;V)</translation>
    </message>
    <message>
        <source>Pause cloc&amp;ks</source>
        <translation>시계 멈추기(&amp;K)</translation>
    </message>
    <message>
        <source>Next label se&amp;t</source>
        <translation>다음 말 글씨(&amp;T)</translation>
    </message>
    <message>
        <source>Read the p&amp;osition</source>
        <translation>국면 읽기(&amp;O)</translation>
    </message>
    <message>
        <source>Copy board as &amp;image</source>
        <translation>판을 그림으로 복사(&amp;I)</translation>
    </message>
    <message>
        <source>Copy a picture of the board, to share the position</source>
        <translation>판 그림을 복사해 국면을 나눕니다</translation>
    </message>
    <message>
        <source>&amp;Edit a position…</source>
        <translation>국면 편집(&amp;D)…</translation>
    </message>
    <message>
        <source>Set up any position, then play or analyse it</source>
        <translation>원하는 국면을 놓고 두거나 분석합니다</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>두는 법(&amp;H)</translation>
    </message>
    <message>
        <source>The rules, with pictures, and the keyboard shortcuts</source>
        <translation>그림으로 보는 규칙과 단축키</translation>
    </message>
    <message>
        <source>Copy &amp;moves</source>
        <translation>수순 복사(&amp;M)</translation>
    </message>
    <message>
        <source>Copy the moves as the list writes them</source>
        <translation>기보에 적힌 대로 수순을 복사합니다</translation>
    </message>
    <message>
        <source>Your na&amp;me…</source>
        <translation>내 이름(&amp;M)…</translation>
    </message>
    <message>
        <source>Your name in the records of your games</source>
        <translation>내 대국 기보에 들어갈 이름</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>소리(&amp;S)</translation>
    </message>
    <message>
        <source>Sounds for moves, captures, check and the end of the game</source>
        <translation>수, 잡기, 장군, 대국 끝의 소리</translation>
    </message>
    <message>
        <source>&amp;Wood</source>
        <translation>나무(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>고대비(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Classic (brush and regular script)</source>
        <translation>전통(붓글씨와 해서)(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Bold (clearest when small)</source>
        <translation>굵게(작아도 가장 또렷함)(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>끄기(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>빠르게(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>보통(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>느리게(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Korean (79卒78, 79졸78)</source>
        <translation>한국식(&amp;K) (79卒78, 79졸78)</translation>
    </message>
    <message>
        <source>&amp;Algebraic, as in PGN (Hc3)</source>
        <translation>알파벳식, PGN처럼(&amp;A) (Hc3)</translation>
    </message>
    <message>
        <source>&amp;Coordinates (b1c3)</source>
        <translation>좌표식(&amp;C) (b1c3)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>최근 기보(&amp;R)</translation>
    </message>
    <message>
        <source>Recover previous &amp;game</source>
        <translation>이전 대국 복구(&amp;G)</translation>
    </message>
    <message>
        <source>No game to recover</source>
        <translation>복구할 대국이 없습니다</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>대국(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>분석(&amp;A)</translation>
    </message>
    <message>
        <source>Analysis &amp;engine</source>
        <translation>분석 엔진(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Piece &amp;labels</source>
        <translation>말 글씨(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>말 모양(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>판 모양(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>좌표(&amp;C)</translation>
    </message>
    <message>
        <source>Move &amp;notation</source>
        <translation>기보 표기(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>움직임(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>소리(&amp;O)</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>언어(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>대국</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>복기</translation>
    </message>
    <message>
        <source>%1 is not legal in the position shown.</source>
        <translation>%1: 보고 있는 국면에서 둘 수 없는 수입니다.</translation>
    </message>
    <message>
        <source>Play on from here, after %1? The %2 after it will be removed from this game.</source>
        <translation>%1 다음부터 이어 둘까요? 그 뒤의 %2는 이 대국에서 지워집니다.</translation>
    </message>
    <message>
        <source>Passing now ends the game (count or draw, by the rule set). Pass?</source>
        <translation>지금 한수쉼을 하면 대국이 끝납니다 (규칙에 따라 점수 계산 또는 무승부). 쉬시겠습니까?</translation>
    </message>
    <message>
        <source>Pass this turn (한수쉼) without moving?</source>
        <translation>수를 두지 않고 이번 차례를 쉬시겠습니까 (한수쉼)?</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>한수쉼</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>한</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>기권</translation>
    </message>
    <message>
        <source>%1 resigns this game?</source>
        <translation>%1, 이 대국을 기권하시겠습니까?</translation>
    </message>
    <message>
        <source>The engine could not move</source>
        <translation>엔진이 수를 두지 못했습니다</translation>
    </message>
    <message>
        <source>Clocks: Cho %1, Han %2</source>
        <translation>시계: 초 %1, 한 %2</translation>
    </message>
    <message>
        <source>%1

The game is kept: you can undo, save it, ask the engine again (Move now) or start a new game.</source>
        <translation>%1

대국은 그대로 있습니다: 무르기, 저장, 엔진에 다시 묻기(지금 두기), 새 대국 중에서 고르십시오.</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>여기서 이어 두기</translation>
    </message>
    <message>
        <source>Pass — ends the game (count/draw)</source>
        <translation>한수쉼 — 대국이 끝납니다 (점수/무승부)</translation>
    </message>
    <message>
        <source>장군 / check</source>
        <translation>장군</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>대국을 자동 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>무르기</translation>
    </message>
    <message>
        <source>Take back the last move? Both clocks go back to the time they showed then.</source>
        <translation>마지막 수를 무를까요? 두 시계도 그때의 시간으로 돌아갑니다.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1</source>
        <translation>설정을 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>&amp;Import games…</source>
        <translation>대국 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Import a &amp;folder…</source>
        <translation>폴더 가져오기(&amp;F)…</translation>
    </message>
    <message>
        <source>Add the games of every .pgn and .gib file of a folder and its subfolders to the game library</source>
        <translation>폴더와 그 하위 폴더의 모든 .pgn, .gib 파일의 대국을 서재에 추가</translation>
    </message>
    <message>
        <source>Add the games of .pgn and .gib files to the game library</source>
        <translation>.pgn, .gib 파일의 대국을 기보 보관함에 추가합니다</translation>
    </message>
    <message>
        <source>Opening e&amp;xplorer</source>
        <translation>포진 탐색기(&amp;X)</translation>
    </message>
    <message>
        <source>Show the moves played from the position on the board in the library's games</source>
        <translation>서재의 대국에서 판 위의 국면에서 다음 수를 보여 줍니다</translation>
    </message>
    <message>
        <source>Opening explorer</source>
        <translation>포진 탐색기</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <translation>서재(&amp;L)…</translation>
    </message>
    <message>
        <source>Browse, search, open and export the games of the library</source>
        <translation>서재의 대국을 둘러보기, 찾기, 열기, 내보내기</translation>
    </message>
    <message>
        <source>Take back your last move and the computer's reply? Both clocks go back to the time they showed then.</source>
        <translation>마지막 수와 컴퓨터의 응수를 무를까요? 두 시계는 그때의 시간으로 돌아갑니다.</translation>
    </message>
    <message>
        <source>Took back your last move and the computer's reply.</source>
        <translation>마지막 수와 컴퓨터의 응수를 물렸습니다.</translation>
    </message>
    <message>
        <source>A&amp;dd opened records to the library</source>
        <translation>연 기보를 서재에 추가(&amp;D)</translation>
    </message>
    <message>
        <source>Keep every record opened from a file in the game library without asking</source>
        <translation>파일에서 연 기보를 묻지 않고 모두 기보 서재에 보관합니다</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>연습(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>장기 문제(&amp;P)…</translation>
    </message>
    <message>
        <source>Solve Janggi puzzles chosen near your puzzle rating</source>
        <translation>내 문제 점수에 맞는 장기 문제를 풀어 봅니다</translation>
    </message>
    <message>
        <source>The game could not be opened from the library: %1</source>
        <translation>서재에서 대국을 열 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The positions of your ? and ?? moves in your analysed games: find a better move, each one brought back until you do</source>
        <translation>분석한 대국에서 내가 둔 ?와 ?? 수의 국면: 더 나은 수를 찾으세요. 찾을 때까지 다시 나옵니다</translation>
    </message>
    <message>
        <source>it is no longer there</source>
        <translation>더 이상 없습니다</translation>
    </message>
</context>
<context>
    <name>MoveBox</name>
    <message>
        <source>Type a move (/)</source>
        <translation>수 입력 (/)</translation>
    </message>
    <message>
        <source>79졸78, Hc3, c7d7, 78, pass…</source>
        <translation>79졸78, Hc3, c7d7, 78, 한수쉼…</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>수 입력</translation>
    </message>
    <message>
        <source>Korean notation (79졸78, P79-78), algebraic (Hc3), coordinates (c7d7), a destination alone when one piece can go there (78), or pass; then Enter</source>
        <translation>한국식 기보(79졸78, P79-78), 대수 기보(Hc3), 좌표(c7d7), 한 기물만 갈 수 있으면 도착점만(78), 또는 한수쉼; 그리고 Enter</translation>
    </message>
</context>
<context>
    <name>MoveEntry</name>
    <message>
        <source>a move is text, not {type}</source>
        <extracomment>The move reader's messages (the templates of records/move_entry.py), declared for pyside6-lupdate; a template missing here is shown in English (tests/ui/test_keyboard_play.py checks that all are here).</extracomment>
        <translation>수는 글이어야 합니다. {type}이(가) 아닙니다</translation>
    </message>
    <message>
        <source>type a move, e.g. 79졸78, Hc3, c7d7 or pass</source>
        <translation>수를 입력하세요. 예: 79졸78, Hc3, c7d7, 한수쉼</translation>
    </message>
    <message>
        <source>{text}: the game is over</source>
        <translation>{text}: 대국이 끝났습니다</translation>
    </message>
    <message>
        <source>{text} is not a point: a Korean square is a row (1-9, 0) then a column (1-9)</source>
        <translation>{text}은(는) 자리가 아닙니다: 줄(1-9, 0) 다음 칸(1-9)으로 적습니다</translation>
    </message>
    <message>
        <source>{text}: a move needs two different points</source>
        <translation>{text}: 수에는 서로 다른 두 자리가 필요합니다</translation>
    </message>
    <message>
        <source>{text}: there is no piece on {square}</source>
        <translation>{text}: {square}에 기물이 없습니다</translation>
    </message>
    <message>
        <source>{text}: the piece on {square} is not {side}'s</source>
        <translation>{text}: {square}의 기물은 {side}의 것이 아닙니다</translation>
    </message>
    <message>
        <source>{text}: {side} is in check and this move does not answer it</source>
        <translation>{text}: {side}이(가) 장군을 받고 있는데 이 수로는 막지 못합니다</translation>
    </message>
    <message>
        <source>{text}: the generals face each other (bikjang): this move does not break it</source>
        <translation>{text}: 빅장입니다. 이 수로는 빅장이 풀리지 않습니다</translation>
    </message>
    <message>
        <source>{text}: this move would leave {side}'s general in check</source>
        <translation>{text}: 이 수를 두면 {side}의 궁이 장군을 받습니다</translation>
    </message>
    <message>
        <source>{text}: the {piece} on {square} cannot go to {target}</source>
        <translation>{text}: {square}의 {piece}은(는) {target}에 갈 수 없습니다</translation>
    </message>
    <message>
        <source>{text}: {side} may not pass while in check</source>
        <translation>{text}: 장군을 받는 중에는 {side}이(가) 한수쉼을 할 수 없습니다</translation>
    </message>
    <message>
        <source>{text}: {side} may not pass in bikjang: break it (or accept the draw)</source>
        <translation>{text}: 빅장에서는 {side}이(가) 한수쉼을 할 수 없습니다. 빅장을 푸세요(또는 무승부를 받아들이세요)</translation>
    </message>
    <message>
        <source>{text}: {side} may not pass now</source>
        <translation>{text}: 지금은 {side}이(가) 한수쉼을 할 수 없습니다</translation>
    </message>
    <message>
        <source>{text}: no {piece} of {side} can go to {target}</source>
        <translation>{text}: {side}의 {piece} 중 {target}에 갈 수 있는 것이 없습니다</translation>
    </message>
    <message>
        <source>{text} is ambiguous: {count} moves fit ({choices}); say which piece moves</source>
        <translation>{text}: {count}가지 수가 맞습니다({choices}). 어느 기물인지 적어 주세요</translation>
    </message>
    <message>
        <source>{text}: the piece on {square} is a {piece}, not {written}</source>
        <translation>{text}: {square}의 기물은 {written}이(가) 아니라 {piece}입니다</translation>
    </message>
    <message>
        <source>{text}: {letter} is not a piece letter</source>
        <translation>{text}: {letter}은(는) 기물 글자가 아닙니다</translation>
    </message>
    <message>
        <source>{text}: the move is marked for the other side; {side} is to move</source>
        <translation>{text}: 상대 진영의 수입니다. {side} 차례입니다</translation>
    </message>
    <message>
        <source>{text}: {extra} after the destination is not a piece</source>
        <translation>{text}: 도착점 뒤의 {extra}은(는) 기물이 아닙니다</translation>
    </message>
    <message>
        <source>{text}: there is no {piece} to capture on {square}</source>
        <translation>{text}: {square}에 잡을 {piece}이(가) 없습니다</translation>
    </message>
    <message>
        <source>{text} is not a move: type e.g. 79졸78, P79-78, Hc3, c7d7, a destination such as 78, or pass</source>
        <translation>{text}은(는) 수가 아닙니다. 예: 79졸78, P79-78, Hc3, c7d7, 78 같은 도착점, 한수쉼</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>한</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <extracomment>A sentence said aloud (announced to screen readers and shown under the move box).</extracomment>
        <translation>기다리세요: 당신 차례가 아닙니다.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>대국이 끝났습니다.</translation>
    </message>
    <message>
        <source>The move was not played.</source>
        <translation>수를 두지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>Keys of the "who plays" lists: a person, the built-in engine, ``engine:NAME`` for an engine of the registry, ``saved:SIDE`` for an external engine given by the caller that the registry does not list.</extracomment>
        <translation>새 대국</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>대국자</translation>
    </message>
    <message>
        <source>Two players on this computer</source>
        <translation>이 컴퓨터에서 두 사람이 대국</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>컴퓨터와 대국</translation>
    </message>
    <message>
        <source>Watch two engines</source>
        <translation>두 엔진의 대국 보기</translation>
    </message>
    <message>
        <source>Cho (초) — moves first</source>
        <translation>초 — 먼저 둡니다</translation>
    </message>
    <message>
        <source>Han (한) — receives 1.5 points</source>
        <translation>한 — 덤 1.5점을 받습니다</translation>
    </message>
    <message>
        <source>Your side:</source>
        <translation>내 편:</translation>
    </message>
    <message>
        <source>Manage engines…</source>
        <translation>엔진 관리…</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>(strength as saved)</source>
        <translation>(저장된 강도)</translation>
    </message>
    <message>
        <source>%1 cannot play the %2 rule set (it plays: %3).</source>
        <translation>%1은(는) %2 규칙으로 둘 수 없습니다 (가능한 규칙: %3).</translation>
    </message>
    <message>
        <source>Not in the engine list; run as saved: %1</source>
        <translation>엔진 목록에 없습니다. 저장된 대로 실행합니다: %1</translation>
    </message>
    <message>
        <source>Does not play the %1 rule set</source>
        <translation>%1 규칙으로 둘 수 없습니다</translation>
    </message>
    <message>
        <source>Choose another engine or another rule set to start.</source>
        <translation>시작하려면 다른 엔진이나 다른 규칙을 고르십시오.</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>Janggi Desktop level %1 (%2)</source>
        <translation>Janggi Desktop %1단계 (%2)</translation>
    </message>
    <message>
        <source>%1, strength %2</source>
        <translation>%1, 강도 %2</translation>
    </message>
    <message>
        <source>Two players (hotseat) · %1</source>
        <translation>두 사람 대국 (같은 컴퓨터에서) · %1</translation>
    </message>
    <message>
        <source>You play %1 against %2 · %3</source>
        <translation>%1(으)로 %2와(과) 대국 · %3</translation>
    </message>
    <message>
        <source>%1 (Cho) against %2 (Han) · %3</source>
        <translation>%1 (초) 대 %2 (한) · %3</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message>
        <source>Cho %1 · Han %2</source>
        <translation>초 %1 · 한 %2</translation>
    </message>
</context>
<context>
    <name>Position</name>
    <message>
        <source>Type or paste a FEN.</source>
        <translation>FEN을 입력하거나 붙여넣으세요.</translation>
    </message>
    <message>
        <source>✓ A position to start from: %1 to move, %2 pieces.</source>
        <translation>✓ 시작할 수 있는 국면: %1 차례, 말 %2개.</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <extracomment>The user asked for the position editor with the text typed so far.</extracomment>
        <translation>FEN 붙여넣기</translation>
    </message>
    <message>
        <source>A new game starts from this position, with the same players.</source>
        <translation>같은 대국자로 이 국면에서 새 대국을 시작합니다.</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>규칙:</translation>
    </message>
    <message>
        <source>Edit the position…</source>
        <translation>국면 편집…</translation>
    </message>
    <message>
        <source>Edit a position</source>
        <extracomment>The position changed (by the user or :meth:`set_placement`). What a click on a point does: ("cho", "R") places that piece, ERASER removes.</extracomment>
        <translation>국면 편집</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>말</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Click pieces to remove them (a right click removes too)</source>
        <translation>누른 말을 지웁니다 (오른쪽 단추로도 지울 수 있습니다)</translation>
    </message>
    <message>
        <source>Choose a piece, then click points; or drag it onto the board. Drag pieces to move them, off the board to remove them.</source>
        <translation>말을 고른 뒤 점을 누르거나, 판 위로 끌어다 놓으세요. 판 위의 말은 끌어서 옮기고, 판 밖으로 끌어내면 지워집니다.</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>처음 국면</translation>
    </message>
    <message>
        <source>Only the generals</source>
        <translation>궁만 남기기</translation>
    </message>
    <message>
        <source>To move:</source>
        <translation>둘 차례:</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>여기서 두기…</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>분석</translation>
    </message>
</context>
<context>
    <name>RecordsController</name>
    <message>
        <source>Open a record</source>
        <extracomment>Formats Save as writes, by extension (the records package also reads .fen, but a FEN keeps no moves). A record's game is to be shown (game, clock marks): the window wires it to the game starter. A record was opened and its game shown: the record (its analysis and hints come with it). A position (a Game) to play on from, with the same players (Edit → Paste FEN). A FEN to open in the position editor, under a rule set's name. The window's title. File → Open recent (filled when shown; None until the menus are made). The file Save writes to (None: Save asks, as Save as) and the loaded record's tags (players...).</extracomment>
        <translation>기보 열기</translation>
    </message>
    <message>
        <source>Janggi records (*.pgn *.gib *.fen);;PGN (*.pgn);;Korean records (*.gib);;FEN (*.fen);;All files (*)</source>
        <translation>장기 기보 (*.pgn *.gib *.fen);;PGN (*.pgn);;한국 기보 (*.gib);;FEN (*.fen);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1 파일을 열 수 없습니다</translation>
    </message>
    <message>
        <source>Could not open the record</source>
        <translation>기보를 열 수 없습니다</translation>
    </message>
    <message>
        <source>Janggi Desktop — %1</source>
        <translation>장기 데스크톱 — %1</translation>
    </message>
    <message>
        <source>Janggi Desktop</source>
        <translation>장기 데스크톱</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>목록 지우기(&amp;C)</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>최근 파일 없음</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>내 이름</translation>
    </message>
    <message>
        <source>Your name in the records of your games (File → Your name changes it):</source>
        <translation>내 대국 기보에 들어갈 이름 (파일 → 내 이름에서 바꿀 수 있습니다):</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Korean records (*.gib)</source>
        <translation>한국 기보 (*.gib)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>대국 저장</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>대국을 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>%1: choose a name ending in .pgn or .gib.</source>
        <translation>%1: 이름이 .pgn 또는 .gib로 끝나야 합니다.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>%1에 저장했습니다</translation>
    </message>
    <message>
        <source>FEN copied.</source>
        <translation>FEN을 복사했습니다.</translation>
    </message>
    <message>
        <source>Moves copied.</source>
        <translation>수순을 복사했습니다.</translation>
    </message>
    <message>
        <source>Could not copy the game</source>
        <translation>대국을 복사할 수 없습니다</translation>
    </message>
    <message>
        <source>PGN copied.</source>
        <translation>PGN을 복사했습니다.</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>클립보드에 글자가 없습니다.</translation>
    </message>
    <message>
        <source>New game from the pasted position.</source>
        <translation>붙여 넣은 국면으로 새 대국을 시작했습니다.</translation>
    </message>
    <message>
        <source>A picture of the board was copied.</source>
        <translation>판 그림을 복사했습니다.</translation>
    </message>
    <message>
        <source>Paste game</source>
        <translation>대국 붙여넣기</translation>
    </message>
    <message>
        <source>The pasted text holds no game.</source>
        <translation>붙여 넣은 글에 대국이 없습니다.</translation>
    </message>
    <message>
        <source>The pasted text could not be read as a game:
%1</source>
        <translation>붙여 넣은 글을 대국으로 읽을 수 없습니다:
%1</translation>
    </message>
    <message>
        <source>The pasted text</source>
        <translation>붙여 넣은 글</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 읽는 중…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>%1 of about %2 games read</source>
        <translation>약 %2판 중 %1판 읽음</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation>%1 열기를 취소했습니다</translation>
    </message>
</context>
<context>
    <name>ReportPanel</name>
    <message>
        <source>Game report</source>
        <extracomment>Colours of the marks (glyph -&gt; colour), as lichess uses them: inaccuracy, mistake, blunder.</extracomment>
        <translation>대국 보고서</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>◀ Previous mistake</source>
        <translation>◀ 이전 실수</translation>
    </message>
    <message>
        <source>Next mistake ▶</source>
        <translation>다음 실수 ▶</translation>
    </message>
    <message>
        <source>Analysing… %1 of %2 positions</source>
        <translation>분석 중… %2개 국면 중 %1개</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>한</translation>
    </message>
    <message>
        <source>Practise these mistakes</source>
        <translation>이 실수들 연습하기</translation>
    </message>
    <message>
        <source>Play the positions before your ? and ?? moves again, and find better moves (Training → My mistakes brings them back)</source>
        <translation>내가 둔 ?와 ?? 수 앞의 국면을 다시 두며 더 나은 수를 찾습니다 (연습 → 내 실수에서 다시 나옵니다)</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Janggi Desktop's rules: bikjang offers a draw to accept or break, 3rd repetition draws, 200 plies in total are decided on points.</source>
        <translation>장기 데스크톱 규칙: 빅장이 되면 무승부를 받아들이거나 깰 수 있고, 같은 국면이 세 번 나오면 무승부, 모두 200수가 지나면 점수로 판정합니다.</translation>
    </message>
    <message>
        <source>Youzai club rules: fixed arrangement, cannons slide when not capturing, no soldier diagonals, 200 plies without capture draw.</source>
        <translation>Youzai 동호회 규칙: 차림 고정, 포는 잡지 않을 때 넘지 않고도 움직이며, 졸·병은 궁성 대각선을 쓰지 않고, 잡지 않고 200수가 지나면 무승부입니다.</translation>
    </message>
    <message>
        <source>KJA tournament rules (Fairy-Stockfish 'janggi'): unresolved bikjang, double pass, repetition and 100 plies without capture are decided on points.</source>
        <translation>대한장기협회 대회 규칙 (Fairy-Stockfish 'janggi'): 풀리지 않은 빅장, 양쪽 한수쉼, 반복, 잡지 않고 100수는 점수로 판정합니다.</translation>
    </message>
    <message>
        <source>Traditional rules (Fairy-Stockfish 'janggitraditional'): the same endings are draws.</source>
        <translation>전통 규칙 (Fairy-Stockfish 'janggitraditional'): 같은 경우가 모두 무승부입니다.</translation>
    </message>
    <message>
        <source>Kakao rules (Fairy-Stockfish 'janggimodern'): no bikjang, 4th repetition and 200 plies without capture on points, shuttling a piece loses.</source>
        <translation>카카오 규칙 (Fairy-Stockfish 'janggimodern'): 빅장 없음, 네 번째 반복과 잡지 않고 200수는 점수로 판정, 말을 왔다 갔다 반복하면 집니다.</translation>
    </message>
    <message>
        <source>Casual rules (Fairy-Stockfish 'janggicasual'): no bikjang, no points; those endings are draws.</source>
        <translation>캐주얼 규칙 (Fairy-Stockfish 'janggicasual'): 빅장 없음, 점수 없음; 그런 경우는 무승부입니다.</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>외통수</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>기권</translation>
    </message>
    <message>
        <source>draw agreed</source>
        <translation>합의 무승부</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>시간패</translation>
    </message>
    <message>
        <source>bikjang (facing generals)</source>
        <translation>빅장</translation>
    </message>
    <message>
        <source>both sides passed</source>
        <translation>양쪽 한수쉼</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>반복</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>연속 장군</translation>
    </message>
    <message>
        <source>shuttling a piece back and forth</source>
        <translation>말을 왔다 갔다 반복</translation>
    </message>
    <message>
        <source>move limit reached</source>
        <translation>수 제한 도달</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>Setup: horses and elephants (차림)</source>
        <translation>차림: 마와 상 배치</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>이전</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>다음</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>대국 시작</translation>
    </message>
    <message>
        <source>Han chose: %1.</source>
        <translation>한의 선택: %1.</translation>
    </message>
    <message>
        <source>The computer chooses its own arrangement.</source>
        <translation>컴퓨터는 자기 차림을 스스로 고릅니다.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Computer</source>
        <extracomment>The user clicked a move in the list: the number of moves to show (1 = the position after the first).</extracomment>
        <translation>컴퓨터</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>기보</translation>
    </message>
    <message>
        <source>Cho (초)</source>
        <extracomment>How the list writes moves (ui/notation.py NOTATIONS); the window sets it from the settings.</extracomment>
        <translation>초</translation>
    </message>
    <message>
        <source>Han (한)</source>
        <translation>한</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>대국 종료: %1</translation>
    </message>
    <message>
        <source>Cho (초) to move</source>
        <translation>초 차례</translation>
    </message>
    <message>
        <source>Han (한) to move</source>
        <translation>한 차례</translation>
    </message>
    <message>
        <source>장군 / check</source>
        <translation>장군</translation>
    </message>
    <message>
        <source>Start position (0 of %1 plies)</source>
        <translation>처음 국면 (%1수 중 0수)</translation>
    </message>
    <message>
        <source>ply %1 of %2</source>
        <translation>%2수 중 %1수째</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>복기</translation>
    </message>
    <message>
        <source>A move played here starts a variation; Continue from here removes the later moves.</source>
        <translation>여기서 둔 수는 변화수가 됩니다. 「여기서 이어 두기」는 뒤의 수를 지웁니다.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>대국이 끝났습니다.</translation>
    </message>
    <message>
        <source>Waiting for your move.</source>
        <translation>수를 두세요.</translation>
    </message>
    <message>
        <source>Thinking… depth %1, evaluation %2</source>
        <translation>생각 중… 깊이 %1, 평가 %2</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>생각 중…</translation>
    </message>
    <message>
        <source>The result the record gives: its moves do not end the game.</source>
        <translation>기보에 적힌 결과입니다: 기보의 수만으로는 대국이 끝나지 않습니다.</translation>
    </message>
</context>
<context>
    <name>ScoreLines</name>
    <message>
        <source>Ply %1</source>
        <translation>%1수</translation>
    </message>
    <message>
        <source>Ply %1 / %2</source>
        <translation>%1수 / %2</translation>
    </message>
    <message>
        <source>%1 without capture / %2</source>
        <translation>잡지 않은 수 %1 / %2</translation>
    </message>
    <message>
        <source>Taken by Cho: %1</source>
        <translation>초가 잡은 말: %1</translation>
    </message>
    <message>
        <source>Taken by Han: %1</source>
        <translation>한이 잡은 말: %1</translation>
    </message>
    <message>
        <source>Cho is %1 points ahead</source>
        <translation>초가 %1점 우세</translation>
    </message>
    <message>
        <source>Han is %1 points ahead</source>
        <translation>한이 %1점 우세</translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <source>Cho (초)</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Han (한)</source>
        <translation>한</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>Cho</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>한</translation>
    </message>
    <message>
        <source>general</source>
        <extracomment>The English kind names the rules use in messages (``KIND_NAMES``) -&gt; FEN letters, to translate them.</extracomment>
        <translation>궁</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>사</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>상</translation>
    </message>
    <message>
        <source>horse</source>
        <translation>마</translation>
    </message>
    <message>
        <source>chariot</source>
        <translation>차</translation>
    </message>
    <message>
        <source>cannon</source>
        <translation>포</translation>
    </message>
    <message>
        <source>soldier</source>
        <translation>졸</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>빈 자리</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>This piece cannot move.</source>
        <translation>이 기물은 움직일 수 없습니다.</translation>
    </message>
    <message>
        <source>Can go to %1.</source>
        <translation>갈 수 있는 곳: %1.</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 한수쉼</translation>
    </message>
    <message>
        <source>%1 %2 to %3</source>
        <translation>%1 %2에서 %3(으)로</translation>
    </message>
    <message>
        <source>, takes %1</source>
        <translation>, %1 잡음</translation>
    </message>
    <message>
        <source>, check</source>
        <translation>, 장군</translation>
    </message>
    <message>
        <source>, bikjang</source>
        <translation>, 빅장</translation>
    </message>
    <message>
        <source>The start position.</source>
        <translation>시작 국면.</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>%1줄: %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3 points)</source>
        <translation>%1: %2 (%3점)</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 차례</translation>
    </message>
    <message>
        <source>Check.</source>
        <translation>장군.</translation>
    </message>
</context>
<context>
    <name>StudyController</name>
    <message>
        <source>Commen&amp;t on this move…</source>
        <translation>이 수에 주석 달기(&amp;T)…</translation>
    </message>
    <message>
        <source>Write a comment on the move shown, in the box under the move list (Enter keeps it)</source>
        <translation>보이는 수에 주석을 씁니다: 기보 아래 칸 (Enter로 저장)</translation>
    </message>
    <message>
        <source>Good move</source>
        <translation>좋은 수</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>실수</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>명수</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>악수</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>재미있는 수</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>의문수</translation>
    </message>
    <message>
        <source>Previous variation</source>
        <translation>이전 변화수</translation>
    </message>
    <message>
        <source>Show the variation before this move&apos;s (↑)</source>
        <translation>이 수 앞의 변화수 보기 (↑)</translation>
    </message>
    <message>
        <source>Next variation</source>
        <translation>다음 변화수</translation>
    </message>
    <message>
        <source>Show the variation after this move&apos;s (↓)</source>
        <translation>이 수 뒤의 변화수 보기 (↓)</translation>
    </message>
    <message>
        <source>Undo edit</source>
        <translation>편집 되돌리기</translation>
    </message>
    <message>
        <source>Take back the last change to the move tree</source>
        <translation>수 트리의 마지막 변경 되돌리기</translation>
    </message>
    <message>
        <source>Redo edit</source>
        <translation>편집 다시 하기</translation>
    </message>
    <message>
        <source>Make the change to the move tree again</source>
        <translation>수 트리의 변경 다시 하기</translation>
    </message>
    <message>
        <source>Deleted. Undo edit (Ctrl+Alt+Z) brings it back.</source>
        <translation>삭제했습니다. 편집 되돌리기(Ctrl+Alt+Z)로 되살립니다.</translation>
    </message>
    <message>
        <source>Nothing to undo in the move tree.</source>
        <translation>수 트리에서 되돌릴 것이 없습니다.</translation>
    </message>
    <message>
        <source>Comment…</source>
        <translation>주석…</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>기호</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>변화수 올리기</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>본수로 만들기</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>여기부터 삭제</translation>
    </message>
</context>
<!-- annotate: drawings and comments before a move (issue 48) -->
<context>
    <name>BoardDrawings</name>
    <message>
        <source>Drawings go on the game's positions, not on a previewed line.</source>
        <translation>그림은 대국의 국면에 그립니다. 미리 보는 수순에는 그릴 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Draw an arrow or circle a point</source>
        <translation>화살표나 동그라미 그리기</translation>
    </message>
    <message>
        <source>Right-drag from a point to another, or right-click a point: green; with Shift red, Ctrl blue, Shift+Ctrl yellow. Drawn again, it goes. Kept with the position and in the PGN</source>
        <translation>마우스 오른쪽으로 한 점에서 다른 점으로 끌기, 또는 한 점을 오른쪽 클릭: 초록; Shift 빨강, Ctrl 파랑, Shift+Ctrl 노랑. 다시 그리면 지워집니다. 국면과 함께 PGN에 저장됩니다</translation>
    </message>
</context>
<context>
    <name>StudyEditor</name>
    <message>
        <source>Mark this move</source>
        <translation>이 수에 기호 붙이기</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>수 앞</translation>
    </message>
    <message>
        <source>Write the comment that comes before this move (unchecked: the one after it)</source>
        <translation>이 수 앞에 오는 주석을 씁니다 (끄면: 수 뒤의 주석)</translation>
    </message>
    <message>
        <source>Comment before this move</source>
        <translation>이 수 앞의 주석</translation>
    </message>
</context>
<context>
    <name>StudyEditor</name>
    <message>
        <source>Comment on this move</source>
        <translation>이 수에 대한 주석</translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>%1 h</source>
        <translation>%1시간</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1분</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
    <message>
        <source>%1 + %2 × %3 (byo-yomi)</source>
        <translation>%1 + 초읽기 %2 %3회</translation>
    </message>
    <message>
        <source>%1 + %2 per move (increment)</source>
        <translation>%1 + 수마다 %2 추가 (피셔)</translation>
    </message>
    <message>
        <source>%1 (sudden death)</source>
        <translation>%1 (초읽기 없음)</translation>
    </message>
    <message>
        <source>%1 for every move</source>
        <translation>수당 %1</translation>
    </message>
    <message>
        <source>Untimed</source>
        <translation>시간 제한 없음</translation>
    </message>
    <message>
        <source>a time is missing</source>
        <extracomment>The faults of a typed or saved control (the templates of rules/timecontrol.py's and play/clock.py's TimeControlError), declared for pyside6-lupdate; a fault missing here is shown in English (tests/ui/test_translated_errors.py checks that every template is here).</extracomment>
        <translation>시간이 빠졌습니다</translation>
    </message>
    <message>
        <source>{text} is not a time such as 5m, 30s or 1h30m</source>
        <translation>{text}은(는) 5m, 30s, 1h30m 같은 시간이 아닙니다</translation>
    </message>
    <message>
        <source>{text}: a number inside a duration needs its unit (h, m, s)</source>
        <translation>{text}: 시간 안의 숫자에는 단위(h, m, s)가 필요합니다</translation>
    </message>
    <message>
        <source>{text} is longer than a day</source>
        <translation>{text}은(는) 하루보다 깁니다</translation>
    </message>
    <message>
        <source>unknown time control kind {kind}; expected one of {kinds}</source>
        <translation>알 수 없는 시계 종류 {kind}. 가능한 종류: {kinds}</translation>
    </message>
    <message>
        <source>{name} must be a whole number &gt;= 0, not {value}</source>
        <translation>{name}은(는) 0 이상의 정수여야 합니다({value}이(가) 아니라)</translation>
    </message>
    <message>
        <source>the main time is longer than a day</source>
        <translation>기본 시간이 하루보다 깁니다</translation>
    </message>
    <message>
        <source>a period or an increment is longer than an hour</source>
        <translation>초읽기 시간이나 추가 시간이 한 시간보다 깁니다</translation>
    </message>
    <message>
        <source>an untimed control has no times</source>
        <translation>시간 제한 없는 대국에는 시간이 없습니다</translation>
    </message>
    <message>
        <source>byo-yomi needs 1-{max} periods of more than 0 seconds</source>
        <translation>초읽기에는 0초보다 긴 초읽기가 1-{max}번 있어야 합니다</translation>
    </message>
    <message>
        <source>byo-yomi has no increment</source>
        <translation>초읽기에는 추가 시간이 없습니다</translation>
    </message>
    <message>
        <source>an increment control needs a main time above 0</source>
        <translation>피셔 방식에는 0보다 긴 기본 시간이 필요합니다</translation>
    </message>
    <message>
        <source>an increment control has no periods</source>
        <translation>피셔 방식에는 초읽기가 없습니다</translation>
    </message>
    <message>
        <source>the time per move must be above 0</source>
        <translation>수당 시간은 0보다 커야 합니다</translation>
    </message>
    <message>
        <source>a per-move control has only its time per move</source>
        <translation>수당 시간 방식에는 수당 시간만 있습니다</translation>
    </message>
    <message>
        <source>no time control given; write e.g. 5m+30sx3, 10m+5s or untimed</source>
        <translation>시간 제한이 없습니다. 예: 5m+30sx3, 10m+5s, untimed</translation>
    </message>
    <message>
        <source>the number of periods after x must be a whole number</source>
        <translation>x 뒤의 초읽기 횟수는 정수여야 합니다</translation>
    </message>
    <message>
        <source>the number of periods before x must be a whole number</source>
        <translation>x 앞의 초읽기 횟수는 정수여야 합니다</translation>
    </message>
    <message>
        <source>{text}: {reason}; write e.g. 5m+30sx3 (byo-yomi), 10m+5s (increment), 30s/move or untimed</source>
        <translation>{text}: {reason}. 예: 5m+30sx3 (초읽기), 10m+5s (피셔), 30s/move, untimed</translation>
    </message>
    <message>
        <source>{reason}; write e.g. 5m+30sx3 (byo-yomi), 10m+5s (increment), 30s/move or untimed</source>
        <translation>{reason}. 예: 5m+30sx3 (초읽기), 10m+5s (피셔), 30s/move, untimed</translation>
    </message>
    <message>
        <source>not a saved clock: {reason}</source>
        <translation>저장된 시계가 아닙니다: {reason}</translation>
    </message>
    <message>
        <source>a saved clock has two sides</source>
        <translation>저장된 시계에는 두 쪽이 있습니다</translation>
    </message>
    <message>
        <source>a saved clock's times are out of range</source>
        <translation>저장된 시계의 시간이 범위를 벗어났습니다</translation>
    </message>
    <message>
        <source>not saved clocks: {reason}</source>
        <translation>저장된 시계들이 아닙니다: {reason}</translation>
    </message>
    <message>
        <source>{text}: a number is too long; write e.g. 5m+30sx3, 10m+5s or untimed</source>
        <translation>{text}: 숫자가 너무 깁니다. 예: 5m+30sx3, 10m+5s 또는 untimed</translation>
    </message>
</context>
<context>
    <name>TimeControlBox</name>
    <message>
        <source>Custom…</source>
        <translation>직접 입력…</translation>
    </message>
    <message>
        <source>e.g. 15m+30sx5, 3m+2s or 30s/move</source>
        <translation>예: 15m+30sx5, 3m+2s, 30s/move</translation>
    </message>
    <message>
        <source>Byo-yomi: main time + period × periods (15m+30sx5). Increment: main time + seconds added per move (3m+2s). Also 10m (sudden death) and 30s/move.</source>
        <translation>초읽기: 기본 시간 + 초읽기 시간 × 횟수 (15m+30sx5). 피셔: 기본 시간 + 수마다 더하는 초 (3m+2s). 10m (기본 시간만), 30s/move (수당 시간)도 됩니다.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>대국 시계</translation>
    </message>
    <message>
        <source>A different time for each side (handicap)</source>
        <translation>양쪽 시간을 다르게 (핸디캡)</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>양쪽</translation>
    </message>
</context>
<context>
    <name>ExplorerController</name>
    <message>
        <source>The game library cannot be read: %1</source>
        <translation>기보 서재를 읽을 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>ExplorerPanel</name>
    <message>
        <source>All rule sets</source>
        <translation>모든 규칙</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>기사</translation>
    </message>
    <message>
        <source>Only the games of a player whose name contains this text</source>
        <translation>이름에 이 글자가 들어 있는 기사의 대국만</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>대국</translation>
    </message>
    <message>
        <source>Cho / draw / Han</source>
        <translation>초 / 무 / 한</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>The average result for Cho (a win 100%, a draw 50%)</source>
        <translation>초의 평균 결과 (승 100%, 무 50%)</translation>
    </message>
    <message>
        <source>Games reaching this position: %1</source>
        <translation>이 국면에 이른 대국: %1</translation>
    </message>
    <message>
        <source>No game of the library reached this position</source>
        <translation>이 국면에 이른 서재의 대국이 없습니다</translation>
    </message>
    <message>
        <source>Cho won %1, draws %2, Han won %3</source>
        <translation>초 승 %1, 무 %2, 한 승 %3</translation>
    </message>
    <message>
        <source>Either side</source>
        <translation>모든 편</translation>
    </message>
    <message>
        <source>As Cho</source>
        <translation>초로</translation>
    </message>
    <message>
        <source>As Han</source>
        <translation>한으로</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>대국(&amp;G)…</translation>
    </message>
    <message>
        <source>List the library&apos;s games reaching this position</source>
        <translation>이 국면에 이른 기보 서재의 대국을 보여 줍니다</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>한</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Termination</source>
        <translation>종국</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>수</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>대회</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>Cho won</source>
        <translation>초 승</translation>
    </message>
    <message>
        <source>Han won</source>
        <translation>한 승</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>미완료</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>태그</translation>
    </message>
    <message>
        <source>A favourite (click to change)</source>
        <translation>즐겨찾기 (누르면 해제)</translation>
    </message>
    <message>
        <source>Click to mark as a favourite</source>
        <translation>누르면 즐겨찾기로 표시</translation>
    </message>
    <message>
        <source>Favourite</source>
        <translation>즐겨찾기</translation>
    </message>
    <message>
        <source>Favourites</source>
        <translation>즐겨찾기</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>외통수</translation>
    </message>
    <message>
        <source>Resignation</source>
        <translation>기권</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>합의</translation>
    </message>
    <message>
        <source>Time forfeit</source>
        <translation>시간패</translation>
    </message>
    <message>
        <source>Bikjang</source>
        <translation>빅장</translation>
    </message>
    <message>
        <source>Double pass</source>
        <translation>연속 한수쉼</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>반복</translation>
    </message>
    <message>
        <source>Perpetual check</source>
        <translation>연속 장군</translation>
    </message>
    <message>
        <source>Shuttling</source>
        <translation>말 오가기</translation>
    </message>
    <message>
        <source>Ply limit</source>
        <translation>수 제한</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <source>Game library</source>
        <translation>기보 서재</translation>
    </message>
    <message>
        <source>Filter: player, event, site or file</source>
        <translation>거르기: 기사, 대회, 장소 또는 파일</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>모든 결과</translation>
    </message>
    <message>
        <source>Cho won</source>
        <translation>초 승</translation>
    </message>
    <message>
        <source>Han won</source>
        <translation>한 승</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>미완료</translation>
    </message>
    <message>
        <source>All rule sets</source>
        <translation>모든 규칙</translation>
    </message>
    <message>
        <source>From (2024.01.31)</source>
        <translation>부터 (2024.01.31)</translation>
    </message>
    <message>
        <source>To (2024.12)</source>
        <translation>까지 (2024.12)</translation>
    </message>
    <message>
        <source>Only games reaching the position on the board</source>
        <translation>판 위의 국면에 이른 대국만</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>열기(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>삭제 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>대국 1개</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>대국 %1개</translation>
    </message>
    <message>
        <source>The game library cannot be read: %1</source>
        <translation>기보 서재를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Export the selected games</source>
        <translation>고른 대국 내보내기</translation>
    </message>
    <message>
        <source>PGN (*.pgn);;Kifu .gib (*.gib)</source>
        <translation>PGN (*.pgn);;기보 .gib (*.gib)</translation>
    </message>
    <message>
        <source>The games could not be exported: %1</source>
        <translation>대국을 내보낼 수 없습니다: %1</translation>
    </message>
    <message>
        <source>%1 games exported to %2</source>
        <translation>대국 %1개 내보내기 완료: %2</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>찾는 중…</translation>
    </message>
    <message>
        <source>Only favourites</source>
        <translation>즐겨찾기만</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>모든 태그</translation>
    </message>
    <message>
        <source>&amp;Favourite</source>
        <translation>즐겨찾기(&amp;F)</translation>
    </message>
    <message>
        <source>Mark the selected games as favourites, or unmark them (Ctrl+D)</source>
        <translation>고른 대국을 즐겨찾기로 표시하거나 해제합니다 (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Tags…</source>
        <translation>태그(&amp;T)…</translation>
    </message>
    <message>
        <source>Give the selected games tags or take them away (Ctrl+T)</source>
        <translation>고른 대국에 태그를 붙이거나 뗍니다 (Ctrl+T)</translation>
    </message>
</context>
<context>
    <name>TagsDialog</name>
    <message>
        <source>Tags</source>
        <translation>태그</translation>
    </message>
    <message>
        <source>Tags of the selected games (%1):</source>
        <translation>고른 대국의 태그 (%1):</translation>
    </message>
    <message>
        <source>New tag</source>
        <translation>새 태그</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>추가(&amp;A)</translation>
    </message>
    <message>
        <source>%1 of the %2 games</source>
        <translation>대국 %2개 중 %1개</translation>
    </message>
</context>
<context>
    <name>TrainingBoard</name>
    <message>
        <source>Hint: move the ringed piece.</source>
        <translation>힌트: 표시된 기물을 움직이세요.</translation>
    </message>
    <message>
        <source>The solution:</source>
        <translation>정답:</translation>
    </message>
    <message>
        <source>Not the move: try again.</source>
        <translation>그 수가 아닙니다. 다시 해 보세요.</translation>
    </message>
    <message>
        <source>Right: keep going.</source>
        <translation>맞습니다. 계속하세요.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>풀었습니다!</translation>
    </message>
    <message>
        <source>Nothing is left to find here.</source>
        <translation>여기서 더 찾을 수는 없습니다.</translation>
    </message>
</context>
<context>
    <name>RecordOffer</name>
    <message>
        <source>%1 is not in your game library.</source>
        <translation>%1: 기보 서재에 없는 대국입니다.</translation>
    </message>
    <message>
        <source>This game is not in your game library.</source>
        <translation>기보 서재에 없는 대국입니다.</translation>
    </message>
    <message>
        <source>&amp;Add to the library</source>
        <translation>서재에 추가(&amp;A)</translation>
    </message>
    <message>
        <source>Keep this game in the game library</source>
        <translation>이 대국을 기보 서재에 보관합니다</translation>
    </message>
    <message>
        <source>A&amp;lways</source>
        <translation>항상(&amp;L)</translation>
    </message>
    <message>
        <source>Add every record opened from now on without asking</source>
        <translation>이제부터 여는 기보를 묻지 않고 모두 추가합니다</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>나중에(&amp;N)</translation>
    </message>
</context>
<context>
    <name>LibraryFeatures</name>
    <message>
        <source>The game was added to the library</source>
        <translation>대국을 서재에 추가했습니다</translation>
    </message>
</context>
<context>
    <name>RatingGraph</name>
    <message>
        <source>No attempts yet.</source>
        <translation>아직 기록이 없습니다.</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>점수 기록</translation>
    </message>
    <message>
        <source>Rating over the last %1 attempts: from %2 to %3.</source>
        <translation>최근 %1번의 점수: %2에서 %3까지.</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>%1 puzzles could not be used (%2: %3).</source>
        <translation>문제 %1개를 쓸 수 없습니다 (%2: %3).</translation>
    </message>
    <message>
        <source>%1 puzzles, %2 not solved yet</source>
        <translation>문제 %1개, 아직 풀지 않은 문제 %2개</translation>
    </message>
    <message>
        <source>1 puzzle, %2 not solved yet</source>
        <translation>문제 1개, 아직 풀지 않은 문제 %2개</translation>
    </message>
    <message>
        <source>%1 to play: find the best move.</source>
        <translation>%1 차례: 가장 좋은 수를 찾으세요.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Mate length:</source>
        <translation>외통 길이(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>다음 문제(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>다시(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>정답(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>주제(&amp;T):</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>모든 길이</translation>
    </message>
    <message>
        <source>Any theme</source>
        <translation>모든 주제</translation>
    </message>
    <message>
        <source>Cannon over a screen</source>
        <translation>포 다리 장군</translation>
    </message>
    <message>
        <source>Chariot sacrifice</source>
        <translation>차 버리기</translation>
    </message>
    <message>
        <source>Continuous check (연속 장군)</source>
        <translation>연속 장군</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>위기 탈출</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>필터</translation>
    </message>
    <message>
        <source>Loading the puzzles…</source>
        <translation>문제를 불러오는 중…</translation>
    </message>
    <message>
        <source>Mate</source>
        <translation>외통</translation>
    </message>
    <message>
        <source>Mate in %1</source>
        <translation>%1수 외통</translation>
    </message>
    <message>
        <source>No puzzle</source>
        <translation>문제 없음</translation>
    </message>
    <message>
        <source>No puzzle matches these filters.</source>
        <translation>이 필터에 맞는 문제가 없습니다.</translation>
    </message>
    <message>
        <source>Palace diagonal</source>
        <translation>궁성 대각선</translation>
    </message>
    <message>
        <source>Play the solution out (the puzzle counts as failed)</source>
        <translation>정답을 둡니다 (실패로 기록됩니다)</translation>
    </message>
    <message>
        <source>Puzzle %1 · rated %2
Themes: %3</source>
        <translation>문제 %1 · 점수 %2
주제: %3</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>장기 문제</translation>
    </message>
    <message>
        <source>Quiet move</source>
        <translation>조용한 수</translation>
    </message>
    <message>
        <source>Ring the piece to move (the puzzle counts as failed)</source>
        <translation>움직일 기물을 표시합니다 (실패로 기록됩니다)</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>기물 버리기</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>풀었습니다!</translation>
    </message>
    <message>
        <source>Solved, with help or after a wrong move: counted as failed.</source>
        <translation>풀었지만 도움을 받았거나 잘못된 수가 있어 실패로 기록됩니다.</translation>
    </message>
    <message>
        <source>Start this puzzle again</source>
        <translation>이 문제를 처음부터 다시 풀어 봅니다</translation>
    </message>
    <message>
        <source>That was the solution.</source>
        <translation>이것이 정답입니다.</translation>
    </message>
    <message>
        <source>There are no puzzles to show.</source>
        <translation>보여 줄 문제가 없습니다.</translation>
    </message>
    <message>
        <source>Winning material</source>
        <translation>기물 따기</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1 ± %2</source>
        <translation>내 문제 점수: %1 ± %2</translation>
    </message>
    <message>
        <source>Your puzzle rating: %1? ± %2 (provisional)</source>
        <translation>내 문제 점수: %1? ± %2 (잠정)</translation>
    </message>
    <message>
        <source>Provisional while its deviation is above %1: a few more puzzles settle it.</source>
        <translation>편차가 %1보다 크면 잠정 점수입니다. 문제를 더 풀면 정해집니다.</translation>
    </message>
    <message>
        <source>Your results are not being kept: %1</source>
        <translation>결과가 저장되지 않습니다: %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1번째 줄</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>문제를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>No puzzle of this theme is a mate.</source>
        <translation>이 주제의 문제 중 외통은 없습니다.</translation>
    </message>
</context>
<context>
    <name>MistakePractice</name>
    <message>
        <source>%1 of %2 found. Training → My mistakes brings each one back when it is due.</source>
        <translation>%2개 중 %1개를 찾았습니다. 연습 → 내 실수에서 때가 되면 다시 나옵니다.</translation>
    </message>
    <message>
        <source>%1 to move. Any move within half a pawn of the best is accepted.</source>
        <translation>%1 차례입니다. 최선과 졸 반 개 이내의 수는 모두 인정합니다.</translation>
    </message>
    <message>
        <source>Better: %1</source>
        <translation>더 나은 수: %1</translation>
    </message>
    <message>
        <source>The line: %1</source>
        <translation>수순: %1</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>한</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>연습 %1 / %2</translation>
    </message>
    <message>
        <source>Find a better move</source>
        <translation>더 나은 수를 찾으세요</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>마치기(&amp;F)</translation>
    </message>
    <message>
        <source>Good: %1 (%2).</source>
        <translation>좋습니다: %1 (%2).</translation>
    </message>
    <message>
        <source>In the game: %1</source>
        <translation>대국에서 둔 수: %1</translation>
    </message>
    <message>
        <source>&amp;Next exercise</source>
        <translation>다음 연습(&amp;N)</translation>
    </message>
    <message>
        <source>No more exercises</source>
        <translation>연습이 더 없습니다</translation>
    </message>
    <message>
        <source>Not good enough: %1 (%2). The better move is shown.</source>
        <translation>부족합니다: %1 (%2). 더 나은 수를 보여 줍니다.</translation>
    </message>
    <message>
        <source>&amp;Open the game</source>
        <translation>대국 열기(&amp;O)</translation>
    </message>
    <message>
        <source>Practise your mistakes</source>
        <translation>내 실수 연습</translation>
    </message>
    <message>
        <source>Show the &amp;better move</source>
        <translation>더 나은 수 보기(&amp;B)</translation>
    </message>
    <message>
        <source>That is the move you played in the game (%2). The better move is shown.</source>
        <translation>대국에서 둔 바로 그 수입니다 (%2). 더 나은 수를 보여 줍니다.</translation>
    </message>
    <message>
        <source>The better move is on the board.</source>
        <translation>더 나은 수가 판에 있습니다.</translation>
    </message>
    <message>
        <source>The engine could not judge the move: %1</source>
        <translation>엔진이 수를 판단하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>The engine gave no line for this position.</source>
        <translation>엔진이 이 국면의 수순을 내지 않았습니다.</translation>
    </message>
    <message>
        <source>The engine looks at your move…</source>
        <translation>엔진이 수를 살펴보는 중…</translation>
    </message>
    <message>
        <source>The engine looks for the better move…</source>
        <translation>엔진이 더 나은 수를 찾는 중…</translation>
    </message>
    <message>
        <source>it holds out as long</source>
        <translation>최선만큼 오래 버티는 수입니다</translation>
    </message>
    <message>
        <source>it loses by force</source>
        <translation>지는 수입니다</translation>
    </message>
    <message>
        <source>it loses sooner</source>
        <translation>더 빨리 집니다</translation>
    </message>
    <message>
        <source>it misses a forced win</source>
        <translation>이기는 수를 못 찾았습니다</translation>
    </message>
    <message>
        <source>it wins by force too</source>
        <translation>이 수도 이깁니다</translation>
    </message>
    <message>
        <source>more than half a pawn worse than the best</source>
        <translation>최선보다 졸 반 개 넘게 손해입니다</translation>
    </message>
    <message>
        <source>no worse than the best</source>
        <translation>최선 못지않습니다</translation>
    </message>
    <message>
        <source>the best move</source>
        <translation>최선의 수</translation>
    </message>
    <message>
        <source>the mistake again</source>
        <translation>같은 실수</translation>
    </message>
    <message>
        <source>within half a pawn of the best</source>
        <translation>최선과 졸 반 개 이내</translation>
    </message>
</context>
<context>
    <name>MistakesTraining</name>
    <message>
        <source>%1 analysed games of the library could not be read for exercises.</source>
        <translation>서재의 분석한 대국 %1개를 연습용으로 읽지 못했습니다.</translation>
    </message>
    <message>
        <source>Move %1: you played %2</source>
        <translation>%1수째: 내가 둔 수 %2</translation>
    </message>
    <message>
        <source>My &amp;mistakes (%1 due)…</source>
        <translation>내 실수(&amp;M) (%1개 복습)…</translation>
    </message>
    <message>
        <source>My &amp;mistakes…</source>
        <translation>내 실수(&amp;M)…</translation>
    </message>
    <message>
        <source>No exercise is due now.</source>
        <translation>지금 복습할 연습이 없습니다.</translation>
    </message>
    <message>
        <source>No mistakes of yours to practise in this game.</source>
        <translation>이 대국에는 연습할 내 실수가 없습니다.</translation>
    </message>
    <message>
        <source>The analysis could not be kept in the library: %1</source>
        <translation>분석을 서재에 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>연습: %1</translation>
    </message>
</context>
<context>
    <name>MistakesWindow</name>
    <message>
        <source>%1 due now, %2 more later today, %3 in all. Find a better move than the one you played; a mistake you keep making comes back sooner.</source>
        <translation>지금 복습 %1개, 금일 중 %2개 더, 모두 %3개. 내가 둔 수보다 나은 수를 찾으세요. 되풀이하는 실수는 더 빨리 다시 나옵니다.</translation>
    </message>
    <message>
        <source>(not in the library)</source>
        <translation>(서재에 없음)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Double-click or Enter: open this game at this move</source>
        <translation>두 번 클릭 또는 Enter: 이 대국을 이 수에서 엽니다</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>복습</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>대국</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>내 실수</translation>
    </message>
    <message>
        <source>No exercises yet. Analyse your games (Analysis → Analyse game): each of your ? and ?? moves becomes a position to play again, brought back until you find a better move.</source>
        <translation>아직 연습이 없습니다. 대국을 분석하세요 (분석 → 대국 분석). 내가 둔 ?와 ?? 수마다 다시 둘 국면이 되어, 더 나은 수를 찾을 때까지 다시 나옵니다.</translation>
    </message>
    <message>
        <source>&amp;Open the game</source>
        <translation>대국 열기(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Practise due (%1)</source>
        <translation>지금 복습(&amp;P) (%1)</translation>
    </message>
    <message>
        <source>Practise &amp;selected</source>
        <translation>고른 것 연습(&amp;S)</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>내가 둔 수</translation>
    </message>
    <message>
        <source>now</source>
        <translation>지금</translation>
    </message>
    <message>
        <source>tomorrow %1</source>
        <translation>내일 %1</translation>
    </message>
</context>
<context>
    <name>RecordFault</name>
    <message>
        <source>the file holds no game</source>
        <translation>파일에 대국이 없습니다</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>파일을 읽을 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>malformed tag (expected [Name "value"])</source>
        <translation>잘못된 태그 ([이름 "값"] 형식이어야 합니다)</translation>
    </message>
    <message>
        <source>unexpected {char} on line {line}</source>
        <translation>{line}번째 줄에 예상하지 못한 {char}</translation>
    </message>
    <message>
        <source>this is not a Janggi game</source>
        <translation>장기 기보가 아닙니다</translation>
    </message>
    <message>
        <source>move must be text, not {type}</source>
        <translation>수는 {type}이(가) 아닌 텍스트여야 합니다</translation>
    </message>
    <message>
        <source>{text}: the game is already over ({outcome})</source>
        <translation>{text}: 대국이 이미 끝났습니다 ({outcome})</translation>
    </message>
    <message>
        <source>{text}: no legal move</source>
        <translation>{text}: 둘 수 있는 수가 없습니다</translation>
    </message>
    <message>
        <source>{text} is not a legal move for {side} in {fen}</source>
        <translation>{text}: {fen}에서 {side}이(가) 둘 수 있는 수가 아닙니다</translation>
    </message>
    <message>
        <source>{text}: {side} may not pass now</source>
        <translation>{text}: {side}은(는) 지금 한수쉼을 할 수 없습니다</translation>
    </message>
    <message>
        <source>{text} is neither SAN (e.g. 'Hc3', 'Rxe9+', pass 'Ke2') nor UCI (e.g. 'b1c3')</source>
        <translation>{text}: SAN(예: 'Hc3', 'Rxe9+', 한수쉼 'Ke2')도 UCI(예: 'b1c3')도 아닙니다</translation>
    </message>
    <message>
        <source>{text} is ambiguous: pieces on {squares} can all make it</source>
        <translation>{text}: 모호합니다. {squares}의 기물이 모두 이 수를 둘 수 있습니다</translation>
    </message>
    <message>
        <source>cho</source>
        <translation>초</translation>
    </message>
    <message>
        <source>han</source>
        <translation>한</translation>
    </message>
    <message>
        <source>bad FEN tag: {error}</source>
        <translation>잘못된 FEN 태그: {error}</translation>
    </message>
    <message>
        <source>bad start position: {error}</source>
        <translation>잘못된 시작 국면: {error}</translation>
    </message>
    <message>
        <source>line {line}: {reason}</source>
        <translation>{line}번째 줄: {reason}</translation>
    </message>
    <message>
        <source>the text is too large (over {size} MB)</source>
        <translation>텍스트가 {size}MB를 넘습니다</translation>
    </message>
    <message>
        <source>the file is too large (over {size} MB)</source>
        <translation>파일이 {size}MB를 넘습니다</translation>
    </message>
    <message>
        <source>line {line} is too long (over {count:,} characters)</source>
        <translation>{line}번째 줄이 너무 깁니다 ({count:,}자 초과)</translation>
    </message>
    <message>
        <source>more than {count:,} games in one file</source>
        <translation>한 파일에 대국이 {count:,}판을 넘습니다</translation>
    </message>
    <message>
        <source>more than {count:,} plies in one game</source>
        <translation>한 대국이 {count:,}수를 넘습니다</translation>
    </message>
    <message>
        <source>more than {count:,} moves in one game's variations</source>
        <translation>한 대국의 변화수가 {count:,}수를 넘습니다</translation>
    </message>
    <message>
        <source>more than {count:,} tags in one game</source>
        <translation>한 대국의 태그가 {count:,}개를 넘습니다</translation>
    </message>
    <message>
        <source>more than {count:,} headers in one game</source>
        <translation>한 대국의 헤더가 {count:,}개를 넘습니다</translation>
    </message>
    <message>
        <source>malformed header (expected [키 "값"])</source>
        <translation>잘못된 헤더 ([키 "값"] 형식이어야 합니다)</translation>
    </message>
    <message>
        <source>a comment '{{' is never closed</source>
        <translation>닫히지 않은 주석 '{{'</translation>
    </message>
    <message>
        <source>a '&lt;' token is never closed</source>
        <translation>닫히지 않은 '&lt;' 표시</translation>
    </message>
    <message>
        <source>ply number {number} out of sequence (expected {expected})</source>
        <translation>수 번호 {number}이(가) 순서에 맞지 않습니다 ({expected}번이어야 합니다)</translation>
    </message>
    <message>
        <source>this does not look like a .gib record</source>
        <translation>.gib 기보가 아닌 것 같습니다</translation>
    </message>
    <message>
        <source>not a .gib move (expected e.g. '79졸78' or '한수쉼')</source>
        <translation>.gib 수가 아닙니다 (예: '79졸78' 또는 '한수쉼')</translation>
    </message>
    <message>
        <source>unknown side mark {text}</source>
        <translation>알 수 없는 진영 표시 {text}</translation>
    </message>
    <message>
        <source>unknown piece name {text}</source>
        <translation>알 수 없는 기물 이름 {text}</translation>
    </message>
    <message>
        <source>unexpected {text} after the to-square</source>
        <translation>도착점 뒤에 예상하지 못한 {text}</translation>
    </message>
    <message>
        <source>the move is marked for {marked_side} but {side} is to move</source>
        <translation>{marked_side}의 수로 기록되었지만 {side} 차례입니다</translation>
    </message>
    <message>
        <source>the piece named is not the piece on the from-square</source>
        <translation>적힌 기물이 출발점의 기물과 다릅니다</translation>
    </message>
    <message>
        <source>a capture is written but the to-square is empty</source>
        <translation>잡는 수로 기록되었지만 도착점이 비어 있습니다</translation>
    </message>
    <message>
        <source>the captured piece named is not the piece on the to-square</source>
        <translation>적힌 잡은 기물이 도착점의 기물과 다릅니다</translation>
    </message>
    <message>
        <source>the game is already over ({outcome})</source>
        <translation>대국이 이미 끝났습니다 ({outcome})</translation>
    </message>
    <message>
        <source>{side} may not pass here</source>
        <translation>{side}은(는) 여기서 한수쉼을 할 수 없습니다</translation>
    </message>
    <message>
        <source>the game is over ({outcome}); no move can be played</source>
        <translation>대국이 끝났습니다 ({outcome}). 더 둘 수 없습니다</translation>
    </message>
    <message>
        <source>move {number} ({text}) is not a legal move for {side} in {fen}</source>
        <translation>{number}번째 수({text}): {fen}에서 {side}이(가) 둘 수 있는 수가 아닙니다</translation>
    </message>
    <message>
        <source>{text} is not legal here</source>
        <translation>{text}: 여기서 둘 수 없는 수입니다</translation>
    </message>
    <message>
        <source>{text} is not legal in {fen}</source>
        <translation>{text}: {fen}에서 둘 수 없는 수입니다</translation>
    </message>
    <message>
        <source>not a move: {value}</source>
        <translation>수가 아닙니다: {value}</translation>
    </message>
    <message>
        <source>not a move int (from &lt;&lt; 7 | to, squares 0..89): {value}</source>
        <translation>정수 수가 아닙니다 (from &lt;&lt; 7 | to, 칸 0..89): {value}</translation>
    </message>
    <message>
        <source>move squares {squares} are off the board (0..89)</source>
        <translation>수의 칸 {squares}이(가) 판 밖입니다 (0..89)</translation>
    </message>
    <message>
        <source>{text} is not UCI move text (expected e.g. 'b1c3', 'b10c8' or a pass 'e2e2')</source>
        <translation>{text}: UCI 수가 아닙니다 (예: 'b1c3', 'b10c8', 한수쉼 'e2e2')</translation>
    </message>
    <message>
        <source>'0000' is not a Janggi pass; write the general's square twice, e.g. 'e2e2'</source>
        <translation>'0000'은 장기의 한수쉼이 아닙니다. 궁의 칸을 두 번 쓰세요 (예: 'e2e2')</translation>
    </message>
    <message>
        <source>{text} is not a Korean square (two digits: row 1-9 or 0, column 1-9)</source>
        <translation>{text}: 한국식 좌표가 아닙니다 (두 자리 숫자: 가로줄 1-9 또는 0, 세로줄 1-9)</translation>
    </message>
    <message>
        <source>a Korean square is text, not {type}</source>
        <translation>한국식 좌표는 {type}이(가) 아닌 텍스트여야 합니다</translation>
    </message>
    <message>
        <source>unknown rule set {name}; expected one of: {names}</source>
        <translation>알 수 없는 규칙 {name}. 다음 중 하나여야 합니다: {names}</translation>
    </message>
    <message>
        <source>rule set must be a name, not {type}</source>
        <translation>규칙은 {type}이(가) 아닌 이름이어야 합니다</translation>
    </message>
    <message>
        <source>unknown arrangement {text}; expected one of {names}</source>
        <translation>알 수 없는 차림 {text}. 다음 중 하나여야 합니다: {names}</translation>
    </message>
    <message>
        <source>arrangement must be a string such as '마상상마', not {type}</source>
        <translation>차림은 {type}이(가) 아닌 '마상상마' 같은 텍스트여야 합니다</translation>
    </message>
    <message>
        <source>Cho</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>한</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, %2번째 대국</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>%1수</translation>
    </message>
    <message>
        <source>move %1.</source>
        <translation>%1회 초</translation>
    </message>
    <message>
        <source>move %1...</source>
        <translation>%1회 한</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>Cho wins: %1</source>
        <translation>초 승리: %1</translation>
    </message>
    <message>
        <source>Han wins: %1</source>
        <translation>한 승리: %1</translation>
    </message>
    <message>
        <source>draw: %1</source>
        <translation>무승부: %1</translation>
    </message>
    <message>
        <source>%1; points %2</source>
        <translation>%1; 점수 %2</translation>
    </message>
</context>
</TS>
