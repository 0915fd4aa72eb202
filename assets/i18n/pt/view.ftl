# Rainbow Games, pt: the words of the render models (src/view: status lines,
# announcements for screen readers, analysis, puzzles, My games, links).
