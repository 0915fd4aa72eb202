# The games' own words in English: names, summaries, and how each game
# words its moves, prompts, reasons and endings (src/games).

## Names and one-line summaries (the home page, headings)
game-ayoayo = Ayoayo
game-ayoayo-summary = Relay sowing: lift the pit your last seed lands in and keep going until it falls into an empty one.
game-basic = Basic Game
game-basic-summary = The simplest mancala: sow into your store, land in it to go again, capture from an empty pit.
game-giuthi = Giuthi
game-giuthi-summary = Choose a direction, relay with reversals, capture in chains; the loser of a round sets up the next, on a smaller board if they wish.
game-mancala = Mancala
game-mancala-summary = Stores and extra turns, captures from an empty pit and of twos and threes; first to 25 wins.
game-nam-nam = Oware Nam Nam
game-nam-nam-summary = Relay sowing where every four is captured, and rounds in which the winner takes over the loser's hollows.
game-owari = Owari
game-owari-summary = The strategic classic: capture twos and threes on your opponent's side, and never starve them.
game-rainbow-chase = Rainbow Chase
game-rainbow-chase-summary = Six colours of beads on a rainbow of pits: choose which colour to drop, and capture a pit by giving it its own colour back.
game-rainbow-passage = Rainbow Passage
game-rainbow-passage-summary = Race a piece across a board of coloured squares, stepping only onto the colours your dice show, and capture to slow the others down.
game-spectral-reapers = Spectral Reapers
game-spectral-reapers-summary = Two to six players around a ring of pits each sow beads of every colour and pluck one back when a move ends on a pair of their own.
