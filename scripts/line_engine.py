"""A line-protocol engine in a child process: one line asked, one line
answered. Shared by the scripts that talk to `rgames engine`
(src/ai/protocol.rs) and to the Aalina stand-in of scripts/aalina_match.py.
"""

import subprocess


class LineEngine:
    """Starts `argv`; `ask` writes a line and reads the reply. With
    `errors=True` a reply starting with "error", or none (the process
    ended), raises."""

    def __init__(self, argv, errors=True, name=None):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.errors = errors
        self.name = name or argv[0]

    def ask(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        reply = self.p.stdout.readline().strip()
        if self.errors and (reply.startswith("error") or not reply):
            raise RuntimeError(f"{self.name}: {line!r}: {reply}")
        return reply

    def close(self):
        try:
            self.p.stdin.write("quit\n")
            self.p.stdin.flush()
        except OSError:
            pass
        self.p.wait(timeout=10)
