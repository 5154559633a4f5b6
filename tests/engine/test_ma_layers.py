"""The Mars Attacks engine reads top-down (issue 13): no import cycle in py/solobots/ma,
and the question-and-answer layers only import downward:
game > flow > activation > shots, moves > acting > tools > machine > the pure decisions."""

import ast
from pathlib import Path

MA = Path(__file__).resolve().parents[2] / "py" / "solobots" / "ma"
LAYERS = ["game", "settings", "flow", "activation", "shots", "moves", "acting", "tools", "machine"]


def imports():
    graph = {}
    for f in MA.glob("*.py"):
        deps = set()
        for node in ast.walk(ast.parse(f.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                names = [node.module.split(".")[0]] if node.module else [a.name for a in node.names]
                deps.update(n for n in names if (MA / f"{n}.py").exists())
        graph[f.stem] = deps
    return graph


def test_no_import_cycle_in_the_engine():
    graph = imports()
    state = {}

    def visit(node, path):
        state[node] = "open"
        for dep in sorted(graph[node]):
            assert state.get(dep) != "open", " -> ".join([*path, node, dep])
            if dep not in state:
                visit(dep, [*path, node])
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node, [])


def test_the_question_and_answer_layers_only_import_downward():
    graph = imports()
    for i, upper in enumerate(LAYERS):
        for lower in LAYERS[i + 1:]:
            assert upper not in graph[lower], f"{lower} imports {upper}"
    # The pure decisions ask nothing.
    for pure in ("choose", "targets", "paths", "combat", "tables", "grid", "profiles", "board", "sectors", "deck"):
        assert not graph[pure] & {"machine", "tools", "acting", "shots", "moves", "activation", "flow"}, pure
