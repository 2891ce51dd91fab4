<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
    <context>
        <name>engine</name>
        <message>
            <location filename="../../hexstudio/app/engine_text.py" line="1" />
            <source>@language</source>
            <translation>pt_BR</translation>
        </message>
        <message>
            <location filename="../../hexstudio/calibration.py" line="70" />
            <source>the transform squashes the image flat and cannot be inverted</source>
            <translation>a transformação achata a imagem e não pode ser invertida</translation>
        </message>
        <message>
            <location filename="../../hexstudio/calibration.py" line="105" />
            <source>the reference hexes lie on one line; click a hex away from that line</source>
            <translation>os hexágonos de referência estão alinhados; clique num hexágono fora dessa linha</translation>
        </message>
        <message>
            <location filename="../../hexstudio/calibration.py" line="125" />
            <source>as many image points as grid points are needed</source>
            <translation>são precisos tantos pontos na imagem quanto na grade</translation>
        </message>
        <message>
            <location filename="../../hexstudio/calibration.py" line="127" />
            <source>at least 3 reference hexes are needed ({n} given)</source>
            <translation>são precisos pelo menos 3 hexágonos de referência ({n} dados)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/calibration.py" line="335" />
            <source>click at least 3 hex centres and type their numbers ({n} so far)</source>
            <translation>clique no centro de pelo menos 3 hexágonos e digite seus números ({n} até agora)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/calibration.py" line="338" />
            <source>hex size must be positive (not {size})</source>
            <translation>o tamanho do hexágono deve ser positivo (não {size})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/calibration.py" line="344" />
            <source>reference hex '{label}': {problem}</source>
            <translation>hexágono de referência '{label}': {problem}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/calibration.py" line="347" />
            <source>reference hex '{label}' is outside the map ({columns} x {rows} hexes)</source>
            <translation>o hexágono de referência '{label}' está fora do mapa ({columns} x {rows} hexágonos)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/calibration.py" line="349" />
            <source>the same hex is used twice as a reference</source>
            <translation>o mesmo hexágono foi usado duas vezes como referência</translation>
        </message>
        <message>
            <location filename="../../hexstudio/calibration.py" line="363" />
            <source>no grid fits these clicks</source>
            <translation>nenhuma grade se ajusta a estes cliques</translation>
        </message>
        <message>
            <location filename="../../hexstudio/calibration.py" line="399" />
            <source>scale factor must be positive (not {factor})</source>
            <translation>o fator de escala deve ser positivo (não {factor})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="75" />
            <source>there is no unit '{uid}' in this scenario</source>
            <translation>não existe a unidade '{uid}' neste cenário</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="82" />
            <source>attacks are made in the {kinds} phase, not the {phase}</source>
            <translation>os ataques são feitos na fase de {kinds}, não na de {phase}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="82" />
            <source>finished game</source>
            <translation>jogo encerrado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="85" />
            <source>name the side that makes this attack</source>
            <translation>indique o lado que faz este ataque</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="87" />
            <source>it is {side}'s phase</source>
            <translation>é a fase de {side}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="115" />
            <source>hex {label} is not on the map</source>
            <translation>o hexágono {label} não está no mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="118" />
            <source>there are no enemy units at {hex} to attack</source>
            <translation>não há unidades inimigas em {hex} para atacar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="121" />
            <source>{hex} was already attacked {per} (Leyte 8.0 obs; Monte Castelo 6.1)</source>
            <translation>{hex} já foi atacado {per} (Leyte 8.0 obs; Monte Castelo 6.1)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="121" />
            <source>this turn</source>
            <translation>neste turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="121" />
            <source>this phase</source>
            <translation>nesta fase</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="145" />
            <source>a supporting unit is listed twice</source>
            <translation>uma unidade de apoio aparece duas vezes</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="150" />
            <location filename="../../hexstudio/engine/combat/handlers.py" line="237" />
            <location filename="../../hexstudio/engine/combat/handlers.py" line="498" />
            <source>{name} is not one of {side}'s units</source>
            <translation>{name} não é uma unidade de {side}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="152" />
            <location filename="../../hexstudio/engine/combat/handlers.py" line="239" />
            <location filename="../../hexstudio/engine/combat/handlers.py" line="500" />
            <location filename="../../hexstudio/engine/exits.py" line="133" />
            <location filename="../../hexstudio/engine/movement.py" line="653" />
            <location filename="../../hexstudio/engine/sea.py" line="135" />
            <source>{name} is not on the map</source>
            <translation>{name} não está no mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="154" />
            <source>{name} cannot both attack and support the same combat</source>
            <translation>{name} não pode atacar e apoiar o mesmo combate</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="157" />
            <source>{name} has no range and cannot support from a distance</source>
            <translation>{name} não tem alcance e não pode apoiar à distância</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="160" />
            <location filename="../../hexstudio/engine/combat/handlers.py" line="505" />
            <source>{name} at {hex} is {d} hexes from {hex2}, beyond its range of {rng}</source>
            <translation>{name} em {hex} está a {d} hexágonos de {hex2}, além do seu alcance de {rng}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="162" />
            <source>{name} was already used in a combat this phase (Reichswald 8.0; Sicily 8.0)</source>
            <translation>{name} já foi usada em um combate nesta fase (Reichswald 8.0; Sicília 8.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="169" />
            <source>at most {limit} ranged units may support one defence of {side}</source>
            <translation>no máximo {limit} unidades com alcance podem apoiar uma defesa de {side}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="183" />
            <source>air points cannot be negative</source>
            <translation>os pontos aéreos não podem ser negativos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="188" />
            <source>{side} has only {have} air points left this turn, not {points}</source>
            <translation>{side} tem apenas {have} pontos aéreos restantes neste turno, não {points}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="192" />
            <source>{side} must use between {per_use_min} and {per_use_max} air points at a time (Leyte 6.2 obs)</source>
            <translation>{side} deve usar entre {per_use_min} e {per_use_max} pontos aéreos de cada vez (Leyte 6.2 obs)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="228" />
            <source>an attack needs at least one attacking unit</source>
            <translation>um ataque precisa de pelo menos uma unidade atacante</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="230" />
            <source>an attacking unit is listed twice</source>
            <translation>uma unidade atacante aparece duas vezes</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="241" />
            <source>{name} at {hex} is not adjacent to {hex2}</source>
            <translation>{name} em {hex} não é adjacente a {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="243" />
            <source>{name} already supported a combat this phase</source>
            <translation>{name} já apoiou um combate nesta fase</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="245" />
            <source>{name} has already attacked this phase (Monte Castelo 6.1)</source>
            <translation>{name} já atacou nesta fase (Monte Castelo 6.1)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="247" />
            <source>artillery does not support ground combat in this battle</source>
            <translation>nesta batalha a artilharia não apoia o combate terrestre</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="251" />
            <source>these units cannot receive artillery or air support (Leyte 11.0)</source>
            <translation>estas unidades não podem receber apoio de artilharia nem aéreo (Leyte 11.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="259" />
            <source>{names} must join this attack: engaged, with no other enemy hex left to attack</source>
            <translation>{names} deve(m) participar deste ataque: engajada(s), sem outro hexágono inimigo para atacar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="339" />
            <source>{hex} is attacked: commit defensive support (artillery {artillery}; up to {air} air points)</source>
            <translation>{hex} está sendo atacado: comprometa o apoio defensivo (artilharia {artillery}; até {air} pontos aéreos)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="339" />
            <location filename="../../hexstudio/engine/params.py" line="129" />
            <source>none</source>
            <translation>nenhuma</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="349" />
            <source>no attack is waiting for the defender's support</source>
            <translation>nenhum ataque aguarda o apoio do defensor</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="354" />
            <source>{unit_name} cannot support this defence (not in range, or already used)</source>
            <translation>{unit_name} não pode apoiar esta defesa (fora de alcance ou já usada)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="426" />
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="193" />
            <source>this battle has no bombardment table</source>
            <translation>esta batalha não tem tabela de bombardeio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="445" />
            <source>no bombardment or air attack on a night turn{ref}</source>
            <translation>sem bombardeio nem ataque aéreo em turno noturno{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="447" />
            <source>no bombardment or air attack on turn {turn}{ref}</source>
            <translation>sem bombardeio nem ataque aéreo no turno {turn}{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="449" />
            <source>at most {max_power} points may bombard one hex, not {power}{ref}</source>
            <translation>no máximo {max_power} pontos podem bombardear um hexágono, não {power}{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="454" />
            <source>{hex} is more than {reach} hexes from every unit of {side}{ref}</source>
            <translation>{hex} está a mais de {reach} hexágonos de todas as unidades de {side}{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="463" />
            <source>an air attack needs at least one air point</source>
            <translation>um ataque aéreo precisa de pelo menos um ponto aéreo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="471" />
            <source>an air attack on {hex} would leave {names} nothing to attack: an engaged unit must attack itself ("ela terá que atacar")</source>
            <translation>um ataque aéreo contra {hex} deixaria {names} sem nada para atacar: a própria unidade engajada tem que atacar ("ela terá que atacar")</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="491" />
            <source>a bombardment needs at least one artillery unit</source>
            <translation>um bombardeio precisa de pelo menos uma unidade de artilharia</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="493" />
            <source>an artillery unit is listed twice</source>
            <translation>uma unidade de artilharia aparece duas vezes</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="503" />
            <source>{name} has no range and cannot bombard</source>
            <translation>{name} não tem alcance e não pode bombardear</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="508" />
            <source>{name} was already used in a combat this phase</source>
            <translation>{name} já foi usada em um combate nesta fase</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="519" />
            <source>a bombardment of {hex} would leave {names} nothing to attack: an engaged unit must attack itself ("ela terá que atacar")</source>
            <translation>um bombardeio contra {hex} deixaria {names} sem nada para atacar: a própria unidade engajada tem que atacar ("ela terá que atacar")</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/losses.py" line="43" />
            <source>{reason} (last step)</source>
            <translation>{reason} (último passo)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/modifiers.py" line="238" />
            <source>special rule</source>
            <translation>regra especial</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/modifiers.py" line="282" />
            <source>every attacker is on a lower level</source>
            <translation>todos os atacantes estão em nível mais baixo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="276" />
            <source>armour without infantry in forest</source>
            <translation>blindados sem infantaria na floresta</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="290" />
            <source>night attack by {side}</source>
            <translation>ataque noturno de {side}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="300" />
            <location filename="../../hexstudio/engine/combat/named.py" line="304" />
            <source>surprise, turn {turn}</source>
            <translation>surpresa, turno {turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="315" />
            <source>armour against anti-tank</source>
            <translation>blindados contra anticarro</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="321" />
            <source>anti-tank against armour</source>
            <translation>anticarro contra blindados</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="343" />
            <source>observation post</source>
            <translation>posto de observação</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="503" />
            <location filename="../../hexstudio/engine/combat/shifts.py" line="282" />
            <source>{formation} complete in the attack</source>
            <translation>{formation} completa no ataque</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="503" />
            <location filename="../../hexstudio/engine/combat/shifts.py" line="282" />
            <source>{formation} complete in the defence</source>
            <translation>{formation} completa na defesa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="550" />
            <source>infantry brigade with armoured engineers, flame tanks and armour</source>
            <translation>brigada de infantaria com engenharia blindada, tanques lança-chamas e blindados</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="563" />
            <source>spotted by a unit in contact</source>
            <translation>observado por uma unidade em contato</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="613" />
            <source>{name} supports only units of its own division (Reichswald 8.0 obs)</source>
            <translation>{name} só apoia unidades da sua própria divisão (Reichswald 8.0 obs)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="616" />
            <source>{name} (AGRA) cannot fire in the German combat phase (Reichswald 8.0 obs)</source>
            <translation>{name} (AGRA) não pode atirar na fase de combate alemã (Reichswald 8.0 obs)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="618" />
            <source>{name} (AGRA) moved this turn and may not fire (Reichswald 8.0 obs)</source>
            <translation>{name} (AGRA) moveu-se neste turno e não pode atirar (Reichswald 8.0 obs)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="644" />
            <source>armour without infantry defending in forest loses columns</source>
            <translation>blindados sem infantaria defendendo em floresta perdem colunas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="645" />
            <source>a defender in a fortification retreats without the result's losses</source>
            <translation>um defensor numa fortificação recua sem as perdas do resultado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="647" />
            <source>a complete division gives a column (attack only, some divisions excluded)</source>
            <translation>uma divisão completa dá uma coluna (só no ataque, algumas divisões excluídas)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="648" />
            <source>named armoured brigades complete give a column</source>
            <translation>as brigadas blindadas indicadas, completas, dão uma coluna</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="649" />
            <source>three companies of one battalion in a combat give a column, attack or defence</source>
            <translation>três companhias de um mesmo batalhão num combate dão uma coluna, no ataque ou na defesa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="651" />
            <source>an infantry brigade attacking with engineers, flame tanks and armour gets a column</source>
            <translation>uma brigada de infantaria atacando com engenheiros, tanques lança-chamas e blindados ganha uma coluna</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="653" />
            <source>column shifts per attacking side on night turns; no bombardment then</source>
            <translation>deslocamentos de coluna por lado atacante nos turnos noturnos; sem bombardeio então</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="654" />
            <source>attacks by some nationalities get columns on one turn; no bombardment then</source>
            <translation>ataques de algumas nacionalidades ganham colunas num turno; sem bombardeio então</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="655" />
            <source>armour attacking anti-tank: the defence gets columns and the armour takes losses first</source>
            <translation>blindados atacando antitanque: a defesa ganha colunas e os blindados sofrem as perdas primeiro</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="657" />
            <source>the defence gets columns when every attacker is lower</source>
            <translation>a defesa ganha colunas quando todo atacante está mais baixo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="658" />
            <source>a unit on a peak helps its side's bombardments within range</source>
            <translation>uma unidade num pico ajuda os bombardeios do seu lado dentro do alcance</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="659" />
            <source>a unit of the firing pieces' command next to the target helps a bombardment</source>
            <translation>uma unidade do comando das peças que atiram, junto ao alvo, ajuda um bombardeio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="661" />
            <source>who may fire: own division, not from forest or city, one per German defence, AGRA limits</source>
            <translation>quem pode atirar: a própria divisão, não de floresta nem de cidade, um por defesa alemã, limites do AGRA</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="663" />
            <source>bombardment limits of the bombardment stage (power per hex, distance, no night)</source>
            <translation>limites de bombardeio da etapa de bombardeio (potência por hexágono, distância, nada à noite)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="725" />
            <source>every combat unit of {div} is gone (Reichswald 8.0 obs)</source>
            <translation>todas as unidades de combate de {div} foram eliminadas (Reichswald 8.0 obs)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/preview.py" line="148" />
            <source>{what}: power {power} × vulnerability {vulnerability} = {value} → column {column}</source>
            <translation>{what}: potência {power} × vulnerabilidade {vulnerability} = {value} → coluna {column}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/preview.py" line="149" />
            <source>Air attack</source>
            <translation>Ataque aéreo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/preview.py" line="149" />
            <source>Bombardment</source>
            <translation>Bombardeio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="193" />
            <source>{code}: choose which unit is eliminated</source>
            <translation>{code}: escolha qual unidade é eliminada</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="195" />
            <source>{code}: choose which unit takes the step loss</source>
            <translation>{code}: escolha qual unidade sofre a baixa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="198" />
            <location filename="../../hexstudio/engine/combat/resolve.py" line="212" />
            <source>{code} at {hex}</source>
            <translation>{code} em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="233" />
            <source>{code}: eliminate one of your units (or stop)</source>
            <translation>{code}: elimine uma de suas unidades (ou pare)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="234" />
            <source>{code}: eliminate one of your units</source>
            <translation>{code}: elimine uma de suas unidades</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="250" />
            <source>{reason}: attack value {total} short of {need}</source>
            <translation>{reason}: poder de ataque {total} não alcança {need}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="259" />
            <source>{code}: eliminate attacking units worth at least {need} more attack points</source>
            <translation>{code}: elimine unidades atacantes que somem pelo menos mais {need} pontos de ataque</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="279" />
            <location filename="../../hexstudio/engine/zoc.py" line="205" />
            <source>sheltered terrain</source>
            <translation>terreno protegido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="284" />
            <source>special rule: no retreat in this terrain</source>
            <translation>regra especial: sem recuo neste terreno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="301" />
            <source>retreat across {feature} from {hex}</source>
            <translation>recuo através de {feature} a partir de {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="333" />
            <source>ordered to retreat from the bombed city at {hex} (Reichswald 5.1.2)</source>
            <translation>obrigada a recuar da cidade bombardeada em {hex} (Reichswald 5.1.2)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="347" />
            <source>encircled retreat: no hex free of enemy ZOC beyond {hex}</source>
            <translation>recuo cercado: nenhum hexágono livre de zona de engajamento inimiga além de {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="352" />
            <source>{name}: second hex of the encircled retreat</source>
            <translation>{name}: segundo hexágono do recuo cercado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="356" />
            <location filename="../../hexstudio/engine/combat/resolve.py" line="359" />
            <source>encircled retreat, second hex</source>
            <translation>recuo cercado, segundo hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="369" />
            <source>{name} retreats from {hex}: choose a hex or off map</source>
            <translation>{name} recua de {hex}: escolha um hexágono ou fora do mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="379" />
            <source>{name} retreats from {hex}: choose a hex</source>
            <translation>{name} recua de {hex}: escolha um hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="388" />
            <source>retreated into the bombed city at {hex}</source>
            <translation>recuou para a cidade bombardeada em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="409" />
            <source>encircled after a loss, with no friendly unit to retreat through</source>
            <translation>cercada após uma baixa, sem unidade amiga por onde recuar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="414" />
            <source>through friendly units or sheltered terrain</source>
            <translation>por unidades amigas ou terreno protegido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="414" />
            <source>through friendly units</source>
            <translation>por unidades amigas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="415" />
            <source>a step loss unless it passes {spared}</source>
            <translation>uma baixa, a menos que passe {spared}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="415" />
            <source>a step loss</source>
            <translation>uma baixa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="417" />
            <source>{name} is encircled: choose the first hex of its retreat (it then retreats a second hex, with {loss})</source>
            <translation>{name} está cercada: escolha o primeiro hexágono do recuo (depois recua um segundo hexágono, com {loss})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="421" />
            <source>encircled retreat, first hex</source>
            <translation>recuo cercado, primeiro hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="427" />
            <source>retreated into the sea</source>
            <translation>recuou para o mar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="433" />
            <source>completely encircled after a loss</source>
            <translation>totalmente cercada após uma baixa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="436" />
            <source>completely encircled: the retreat becomes a step loss</source>
            <translation>totalmente cercada: o recuo se converte em baixa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="438" />
            <source>no legal retreat from {hex}</source>
            <translation>nenhum recuo permitido a partir de {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="458" />
            <source>{hex} is over-full: choose a unit to retreat on</source>
            <translation>{hex} está superlotado: escolha uma unidade para continuar recuando</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="541" />
            <source>Advance after combat: move a unit one hex, or stop</source>
            <translation>Avanço após combate: mova uma unidade um hexágono, ou pare</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="55" />
            <source>right (attacker)</source>
            <translation>à direita (atacante)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="55" />
            <source>left (defender)</source>
            <translation>à esquerda (defensor)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="57" />
            <source>1 column</source>
            <translation>1 coluna</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="57" />
            <source>{count} columns</source>
            <translation>{count} colunas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="58" />
            <source>{columns} {side}: {reason}{ref}</source>
            <translation>{columns} {side}: {reason}{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="98" />
            <source>defender in {terrain}</source>
            <translation>defensor em {terrain}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="100" />
            <source>attacked across {hexside}</source>
            <translation>atacado através de {hexside}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="110" />
            <source>{why} (best terrain; not added: {others})</source>
            <translation>{why} (melhor terreno; não somados: {others})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="114" />
            <source>the defender loses 1 column</source>
            <translation>o defensor perde 1 coluna</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="114" />
            <source>the defender loses {count} columns</source>
            <translation>o defensor perde {count} colunas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="115" />
            <source>{why}: {lost}</source>
            <translation>{why}: {lost}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/shifts.py" line="196" />
            <source>defender encircled</source>
            <translation>defensor cercado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/situation.py" line="93" />
            <location filename="../../hexstudio/engine/combat/situation.py" line="101" />
            <location filename="../../hexstudio/engine/combat/situation.py" line="256" />
            <source>air points</source>
            <translation>pontos aéreos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/support.py" line="87" />
            <source>{name} cannot fire from {hex}: its terrain forbids it{ref}</source>
            <translation>{name} não pode atirar de {hex}: o terreno o impede{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/support.py" line="92" />
            <source>{name} supports only units of its own division{ref}</source>
            <translation>{name} só apoia unidades da sua própria divisão{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/support.py" line="95" />
            <source>{name} cannot be used in the enemy's combat phase{ref}</source>
            <translation>{name} não pode ser usada na fase de combate do inimigo{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="121" />
            <location filename="../../hexstudio/engine/game.py" line="268" />
            <source>the game is over</source>
            <translation>o jogo terminou</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="150" />
            <source>over-stacked at {hexes}; the last to enter, {name}, must move again</source>
            <translation>empilhamento excedido em {hexes}; a última a entrar, {name}, deve mover-se de novo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="151" />
            <source>over-stacked at {hexes}</source>
            <translation>empilhamento excedido em {hexes}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="162" />
            <source>{name} arrives this turn and must enter</source>
            <translation>{name} chega neste turno e deve entrar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="172" />
            <source>there is no question to answer</source>
            <translation>não há pergunta a responder</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="174" />
            <source>'{option}' is not one of the choices: {names}</source>
            <translation>'{option}' não é uma das opções: {names}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="176" />
            <source>no rule answers a '{kind}' decision</source>
            <translation>nenhuma regra responde a uma decisão '{kind}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="202" />
            <source>{side} has no air-point bonus in this scenario</source>
            <translation>{side} não tem bônus de pontos aéreos neste cenário</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="204" />
            <source>the air-point bonus has already been used</source>
            <translation>o bônus de pontos aéreos já foi usado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="206" />
            <source>the air-point bonus may be used from turn {from_turn} on</source>
            <translation>o bônus de pontos aéreos pode ser usado a partir do turno {from_turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="208" />
            <source>the air-point bonus is declared in its owner's movement phase</source>
            <translation>o bônus de pontos aéreos é declarado na fase de movimento de quem o possui</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="261" />
            <source>{name} must occupy {hex} this turn</source>
            <translation>{name} deve ocupar {hex} neste turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="124" />
            <location filename="../../hexstudio/engine/movement.py" line="629" />
            <source>no units selected</source>
            <translation>nenhuma unidade selecionada</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="127" />
            <location filename="../../hexstudio/engine/movement.py" line="633" />
            <location filename="../../hexstudio/engine/reinforcements.py" line="184" />
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="224" />
            <location filename="../../hexstudio/engine/sea.py" line="160" />
            <source>there is no unit '{uid}'</source>
            <translation>não existe a unidade '{uid}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="131" />
            <source>{name} may leave the map only in its side's movement phase</source>
            <translation>{name} só pode sair do mapa na fase de movimento do seu lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="136" />
            <source>{name} is not on a hex where it may leave the map</source>
            <translation>{name} não está em um hexágono por onde possa sair do mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="138" />
            <source>{name} entered an enemy zone of control and must stop</source>
            <translation>{name} entrou em zona de engajamento inimiga e deve parar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="140" />
            <location filename="../../hexstudio/engine/movement.py" line="662" />
            <location filename="../../hexstudio/engine/sea.py" line="139" />
            <source>{name} may not move before turn {release_turn}</source>
            <translation>{name} não pode mover-se antes do turno {release_turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="144" />
            <source>not enough MP to leave the map: needs {needs}, has {has}</source>
            <translation>PM insuficientes para sair do mapa: precisa de {needs}, tem {has}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="183" />
            <source>{name} is evacuated the moment it reaches {hex}: its move ends there</source>
            <translation>{name} é evacuada assim que alcança {hex}: seu movimento termina ali</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/game.py" line="271" />
            <source>no rule handles the action '{name}'</source>
            <translation>nenhuma regra trata a ação '{name}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/game.py" line="276" />
            <source>first answer: {text}</source>
            <translation>responda primeiro: {text}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/game.py" line="392" />
            <source>nothing to undo: the dice, the end of a phase and the hand-over cannot be taken back</source>
            <translation>nada a desfazer: os dados, o fim de uma fase e a passagem de vez não podem ser desfeitos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/game.py" line="407" />
            <source>nothing to redo</source>
            <translation>nada a refazer</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/game.py" line="541" />
            <source>action {i} ({describe}) is illegal: {reason}</source>
            <translation>a ação {i} ({describe}) é ilegal: {reason}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/map_events.py" line="160" />
            <source>flooded with nowhere to go</source>
            <translation>inundada sem ter para onde ir</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/map_events.py" line="167" />
            <source>{name} is flooded out of {hex}: choose the dry hex it retreats to</source>
            <translation>{name} é expulsa de {hex} pela inundação: escolha o hexágono seco para onde recua</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="394" />
            <location filename="../../hexstudio/engine/movement.py" line="1203" />
            <source>cannot end the move there</source>
            <translation>não pode terminar o movimento ali</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="409" />
            <source>the units are already there</source>
            <translation>as unidades já estão ali</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="411" />
            <location filename="../../hexstudio/engine/movement.py" line="1220" />
            <location filename="../../hexstudio/engine/movement.py" line="1255" />
            <source>off the map</source>
            <translation>fora do mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="414" />
            <location filename="../../hexstudio/engine/movement.py" line="1220" />
            <location filename="../../hexstudio/engine/movement.py" line="1255" />
            <location filename="../../hexstudio/engine/reinforcements.py" line="196" />
            <source>{hex} is not in play</source>
            <translation>{hex} não está em jogo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="425" />
            <location filename="../../hexstudio/engine/movement.py" line="1230" />
            <location filename="../../hexstudio/engine/movement.py" line="1265" />
            <source>prohibited terrain for {cls}: {name}</source>
            <translation>terreno proibido ({cls}): {name}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="428" />
            <source>{hex} cannot end the move</source>
            <translation>não pode terminar o movimento em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="433" />
            <location filename="../../hexstudio/engine/movement.py" line="1193" />
            <location filename="../../hexstudio/engine/reinforcements.py" line="209" />
            <source>not enough MP: needs {needs}, has {has}</source>
            <translation>PM insuficientes: precisa de {needs}, tem {has}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="443" />
            <location filename="../../hexstudio/engine/movement.py" line="1185" />
            <source>enemy zone of control at {hex} stops the move</source>
            <translation>a zona de engajamento inimiga em {hex} detém o movimento</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="445" />
            <source>may not move from one enemy zone of control straight into another</source>
            <translation>não pode passar diretamente de uma zona de engajamento inimiga para outra</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="456" />
            <source>enemy units at {hex} block the way</source>
            <translation>unidades inimigas em {hex} bloqueiam o caminho</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="457" />
            <source>no way there: prohibited terrain, hexsides or enemy units block every path</source>
            <translation>sem caminho até lá: terreno proibido, lados de hexágono ou unidades inimigas bloqueiam todas as rotas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="617" />
            <location filename="../../hexstudio/engine/movement.py" line="1224" />
            <location filename="../../hexstudio/engine/reinforcements.py" line="199" />
            <location filename="../../hexstudio/engine/sea.py" line="151" />
            <source>enemy units at {hex}</source>
            <translation>unidades inimigas em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="622" />
            <source>these units may not engage the enemy units next to {hex} in their terrain</source>
            <translation>estas unidades não podem engajar as unidades inimigas junto a {hex} no terreno delas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="623" />
            <source>no engagements in this phase: may not enter the enemy zone of control at {hex}</source>
            <translation>sem engajamentos nesta fase: não pode entrar na zona de engajamento inimiga em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="635" />
            <source>a unit is listed twice</source>
            <translation>uma unidade aparece duas vezes</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="642" />
            <source>units move only in a movement phase</source>
            <translation>as unidades só se movem numa fase de movimento</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="655" />
            <source>{name} belongs to the other side: it is not its movement phase</source>
            <translation>{name} pertence ao outro lado: não é a sua fase de movimento</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="657" />
            <source>units moving together must start in the same hex</source>
            <translation>unidades que se movem juntas devem partir do mesmo hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="660" />
            <source>{name} entered an enemy zone of control at {hex} and must stop</source>
            <translation>{name} entrou em zona de engajamento inimiga em {hex} e deve parar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="664" />
            <source>{name} may not move on turn {turn}</source>
            <translation>{name} não pode mover-se no turno {turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="671" />
            <source>{name} must hold {hex} until it withdraws</source>
            <translation>{name} deve manter {hex} até ser retirada</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="1117" />
            <source>encircled: no hex free of enemy zone of control can be reached, so the unit may not move</source>
            <translation>cercada: nenhum hexágono livre de zona de engajamento inimiga é alcançável, por isso a unidade não pode mover-se</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="1158" />
            <source>a move needs a path of at least two hexes</source>
            <translation>um movimento precisa de um caminho de pelo menos dois hexágonos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="1166" />
            <source>the path must start where the units are ({hex})</source>
            <translation>o caminho deve começar onde estão as unidades ({hex})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="1174" />
            <source>cannot end there</source>
            <translation>não pode terminar ali</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="1183" />
            <location filename="../../hexstudio/engine/movement.py" line="1217" />
            <source>{hex} is not next to {hex2}</source>
            <translation>{hex} não é adjacente a {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="1197" />
            <source>a unit that crosses a river other than by a bridge has only {cap} MP left this phase (needs {needs})</source>
            <translation>uma unidade que cruza um rio sem ser por uma ponte só tem {cap} PM nesta fase (precisa de {needs})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="1232" />
            <source>{name} may not cross from {hex} to {hex2}</source>
            <translation>{name} não pode passar de {hex} para {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="1260" />
            <source>may not move from one enemy zone of control straight into another ({hex})</source>
            <translation>não pode passar diretamente de uma zona de engajamento inimiga para outra ({hex})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="1270" />
            <source>{cls} units may not cross the {feats} between {hex} and {hex2}</source>
            <translation>unidades da classe {cls} não podem cruzar {feats} entre {hex} e {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="1272" />
            <source>{name} may not cross the river between {hex} and {hex2} except at a bridge</source>
            <translation>{name} não pode cruzar o rio entre {hex} e {hex2} a não ser por uma ponte</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="1273" />
            <source>cannot move from {hex} to {hex2}</source>
            <translation>não pode mover-se de {hex} para {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="128" />
            <source>unknown {what} {value!r:.40} (known: {known})</source>
            <translation>{what} {value!r:.40} não existe neste cenário (há: {known})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="133" />
            <source>side</source>
            <translation>lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="134" />
            <source>unit</source>
            <translation>unidade</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="135" />
            <source>terrain</source>
            <translation>terreno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="136" />
            <source>movement class</source>
            <translation>classe de movimento</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="137" />
            <source>nationality</source>
            <translation>nacionalidade</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="138" />
            <source>unit type</source>
            <translation>tipo de unidade</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="139" />
            <source>formation</source>
            <translation>formação</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="140" />
            <source>hex set</source>
            <translation>conjunto de hexágonos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="141" />
            <source>hexside feature</source>
            <translation>elemento de lado de hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="142" />
            <source>road type</source>
            <translation>tipo de estrada</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="143" />
            <source>objective</source>
            <translation>objetivo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="144" />
            <source>reinforcement group</source>
            <translation>grupo de reforços</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/params.py" line="145" />
            <source>withdrawal</source>
            <translation>retirada</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/reinforcements.py" line="188" />
            <source>{name} may enter only in its side's movement phase</source>
            <translation>{name} só pode entrar na fase de movimento do seu lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/reinforcements.py" line="192" />
            <source>{name} is already on the map</source>
            <translation>{name} já está no mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/reinforcements.py" line="193" />
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="232" />
            <source>{name} has not arrived yet</source>
            <translation>{name} ainda não chegou</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/reinforcements.py" line="196" />
            <source>that hex is not in play</source>
            <translation>esse hexágono não está em jogo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/reinforcements.py" line="200" />
            <source>{hex} is not an entry hex for {name}</source>
            <translation>{hex} não é hexágono de entrada para {name}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="81" />
            <source>from some turns after a condition first holds, a side gets more air points every turn</source>
            <translation>alguns turnos depois de uma condição se cumprir pela primeira vez, um lado recebe mais pontos aéreos a cada turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="83" />
            <source>once per game, from a turn on, a side may add air points to that turn's (UseAirBonus)</source>
            <translation>uma vez por jogo, a partir de um turno, um lado pode somar pontos aéreos aos daquele turno (UseAirBonus)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="85" />
            <source>units may leave the map by edges or hex zones, scoring or not, maybe coming back</source>
            <translation>unidades podem sair do mapa por bordas ou zonas de hexágonos, pontuando ou não, talvez voltando</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="88" />
            <source>units of a side leave the map through ports (Sicily's Axis evacuation to Messina)</source>
            <translation>unidades de um lado saem do mapa por portos (a evacuação do Eixo para Messina, na Sicília)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="90" />
            <source>a side wins (or scores) by destroying the enemy, maybe by a given turn</source>
            <translation>um lado vence (ou pontua) destruindo o inimigo, talvez até um certo turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="92" />
            <source>a side wins at once when any of the listed conditions holds</source>
            <translation>um lado vence na hora quando qualquer uma das condições listadas se cumpre</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="94" />
            <source>a side loses points if listed reinforcements are used (waived by early release)</source>
            <translation>um lado perde pontos se usar os reforços listados (dispensado pela liberação antecipada)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="96" />
            <source>units are released (or arrive) early when a trigger condition holds</source>
            <translation>unidades são liberadas (ou chegam) antes quando uma condição de gatilho se cumpre</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="98" />
            <source>flags on guerrilla units: no ZOC, ignore enemy ZOC, do not take hexes</source>
            <translation>marcas nas unidades de guerrilha: sem ZC, ignoram a ZC inimiga, não conquistam hexágonos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="100" />
            <source>a unit moves by sea from a coast hex to a landing hex with part of its MP (SeaMove)</source>
            <translation>uma unidade se move por mar de um hexágono costeiro a um hexágono de desembarque com parte de seus PM (SeaMove)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="102" />
            <source>on a die roll (or a fixed turn) hexes of a set become another terrain</source>
            <translation>com uma jogada de dado (ou num turno fixo) os hexágonos de um conjunto viram outro terreno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="104" />
            <source>from a turn, a new road or bridge exists across a hexside</source>
            <translation>a partir de um turno, passa a existir uma nova estrada ou ponte através de um lado de hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="106" />
            <source>an unbridged river crossing caps a move; some units cross only at bridges</source>
            <translation>cruzar um rio sem ponte limita o movimento; algumas unidades só cruzam por pontes</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="108" />
            <source>reinforcements enter at ports while their side holds them</source>
            <translation>reforços entram pelos portos enquanto seu lado os controla</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="110" />
            <source>reinforcements enter at the nearest held port when the usual one is lost</source>
            <translation>reforços entram pelo porto controlado mais próximo quando o habitual é perdido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="112" />
            <source>units of a side in that terrain need not disengage or attack</source>
            <translation>unidades de um lado nesse terreno não precisam desengajar nem atacar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="114" />
            <source>units with those tags may not move next to enemies in that terrain</source>
            <translation>unidades com essas marcas não podem se mover para junto de inimigos nesse terreno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="116" />
            <source>as armor_no_mountain_engagement when may_engage is false</source>
            <translation>como armor_no_mountain_engagement quando may_engage é falso</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="118" />
            <source>in its movement phase of a turn a unit must end in a hex if it can reach it</source>
            <translation>na sua fase de movimento de um turno, uma unidade deve terminar num hexágono se puder alcançá-lo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="120" />
            <source>those units may not move that turn</source>
            <translation>essas unidades não podem se mover nesse turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="122" />
            <source>motorized classes move in mountains only along the named road types</source>
            <translation>classes motorizadas só se movem nas montanhas pelos tipos de estrada indicados</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="124" />
            <source>moving through a hex held by friendly units costs extra MP</source>
            <translation>passar por um hexágono ocupado por unidades amigas custa PM extras</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="127" />
            <source>column shifts that hold under conditions (night, surprise, encircled, armor vs antitank...)</source>
            <translation>deslocamentos de coluna que valem sob condições (noite, surpresa, cercado, blindados contra antitanque...)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="129" />
            <source>a shift when every attacker is below the defender or across a valley</source>
            <translation>um deslocamento quando todo atacante está abaixo do defensor ou do outro lado de um vale</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="131" />
            <source>units in that terrain do not retreat, or retreat without the result's losses</source>
            <translation>unidades nesse terreno não recuam, ou recuam sem as perdas do resultado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="133" />
            <source>a column shift for attacking or defending with a whole formation</source>
            <translation>um deslocamento de coluna por atacar ou defender com uma formação inteira</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="135" />
            <source>caps on bombardment power and distance, none at night</source>
            <translation>limites ao poder e à distância de bombardeio, nenhum à noite</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="137" />
            <source>a defender that can only retreat across those hexsides counts as encircled</source>
            <translation>um defensor que só pode recuar através desses lados de hexágono conta como cercado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="139" />
            <source>battle limits on supporting fire (terrain, own division only, count, enemy phase)</source>
            <translation>limites da batalha ao fogo de apoio (terreno, só a própria divisão, quantidade, fase inimiga)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="199" />
            <source> (did you mean {rules}?)</source>
            <translation> (seria {rules}?)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="201" />
            <source>unknown special rule '{rule}'{hint} (known: {known})</source>
            <translation>regra especial desconhecida '{rule}'{hint} (conhecidas: {known})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="241" />
            <source>special rule '{rule}': {where}: {why}</source>
            <translation>regra especial '{rule}': {where}: {why}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rulebook.py" line="295" />
            <source>the engine cannot start a game: {reason}</source>
            <translation>o motor não consegue iniciar uma partida: {reason}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/allied_recovery.py" line="188" />
            <source>westernmost unit of its large unit (Reichswald 7.0)</source>
            <translation>unidade mais a oeste da sua grande unidade (Reichswald 7.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/allied_recovery.py" line="194" />
            <source>{formation} recovers a loss: choose one of its equally westernmost units (Reichswald 7.0)</source>
            <translation>{formation} recupera uma baixa: escolha uma das suas unidades igualmente mais a oeste (Reichswald 7.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/allied_recovery.py" line="221" />
            <source>losses recovered by large units: from the second loss, one a turn, the westernmost quiet unit</source>
            <translation>perdas recuperadas por grandes unidades: a partir da segunda perda, uma por turno, a unidade tranquila mais a oeste</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="145" />
            <source>'{carrier}' is not an amphibian that carries units</source>
            <translation>'{carrier}' não é um anfíbio que transporte unidades</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="147" />
            <source>there is no unit '{passenger}'</source>
            <translation>não existe a unidade '{passenger}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="150" />
            <source>{name} is not a unit the amphibians may carry (Reichswald 4.4)</source>
            <translation>{name} não é uma unidade que os anfíbios possam transportar (Reichswald 4.4)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="157" />
            <source>the carried unit boards in the amphibian's hex, where the path starts</source>
            <translation>a unidade transportada embarca no hexágono do anfíbio, onde começa o caminho</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="159" />
            <source>the carried unit must board and land on dry land (Reichswald 9.0)</source>
            <translation>a unidade transportada deve embarcar e desembarcar em terra seca (Reichswald 9.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="161" />
            <source>{name} has already carried {capacity} unit(s) this phase</source>
            <translation>{name} já transportou {capacity} unidade(s) nesta fase</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="164" />
            <source>{name} has already used more than half its MP (Reichswald 4.4)</source>
            <translation>{name} já usou mais da metade dos seus PM (Reichswald 4.4)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="227" />
            <source>{name} at {hex} must end where a path free of enemy ZOC and flood leads to the {edge} edge (Reichswald 4.4)</source>
            <translation>{name} em {hex} deve terminar onde um caminho livre de zona de engajamento inimiga e de inundação leve à borda {edge} (Reichswald 4.4)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="254" />
            <source>amphibians carry one infantry unit through the flood; the carried unit has half its MP</source>
            <translation>anfíbios levam uma unidade de infantaria pela inundação; a unidade levada tem metade dos seus PM</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/armor_escort.py" line="65" />
            <location filename="../../hexstudio/engine/rules/armor_escort.py" line="85" />
            <source>{name} may enter {hex} only together with infantry or engineers (Reichswald 4.1.1)</source>
            <translation>{name} só pode entrar em {hex} junto com infantaria ou engenharia (Reichswald 4.1.1)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/armor_escort.py" line="124" />
            <source>armour enters some terrain (fortifications) only together with infantry or engineers</source>
            <translation>blindados só entram em certos terrenos (fortificações) junto com infantaria ou engenheiros</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/armor_mountain.py" line="36" />
            <source>{names} may not attack units in {hex}: armour does not engage in that terrain (Sicily 5.1.2 obs)</source>
            <translation>{names} não pode(m) atacar unidades em {hex}: blindados não engajam nesse terreno (Sicília 5.1.2 obs)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/assault_landing.py" line="116" />
            <source>landings where no friendly unit stands are assault landings: only some units may make them; remembered for naval support; extra landing hexes; set-up assault units</source>
            <translation>desembarques onde não há unidade amiga são desembarques de assalto: só algumas unidades podem fazê-los; lembrados para o apoio naval; hexágonos de desembarque extras; unidades de assalto posicionadas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/assault_landing.py" line="159" />
            <source>the units the scenario names</source>
            <translation>as unidades indicadas pelo cenário</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/assault_landing.py" line="185" />
            <source>{name} may not make an assault landing at {hex} (no friendly unit there): only {who} may</source>
            <translation>{name} não pode fazer desembarque de assalto em {hex} (sem unidade amiga ali): só {who} pode(m)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="187" />
            <source>this battle has no bombardment stage with pieces</source>
            <translation>esta batalha não tem etapa de bombardeio com peças</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="189" />
            <source>the pieces fire in the bombardment stage</source>
            <translation>as peças atiram na etapa de bombardeio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="191" />
            <source>there is no side '{side}'</source>
            <translation>não existe o lado '{side}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="195" />
            <source>name each bombardment piece once</source>
            <translation>indique cada peça de bombardeio uma só vez</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="199" />
            <source>'{uid}' is not a bombardment piece</source>
            <translation>'{uid}' não é uma peça de bombardeio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="201" />
            <source>{name} is not available to {side} now (released, unused)</source>
            <translation>{name} não está disponível para {side} agora (liberada, não usada)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="203" />
            <source>{first} announce and fire first: the other side has already bombarded this stage</source>
            <translation>{first} anuncia(m) e atira(m) primeiro: o outro lado já bombardeou nesta etapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="207" />
            <source>{hex} already has a bombardment counter this stage</source>
            <translation>{hex} já tem um marcador de bombardeio nesta etapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="211" />
            <source>one bombardment uses the pieces of one command (Monte Castelo 4.1)</source>
            <translation>um bombardeio usa as peças de um só comando (Monte Castelo 4.1)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="215" />
            <source>{hex} is more than {reach} hexes from every unit of {cmd} (Monte Castelo 4.1)</source>
            <translation>{hex} está a mais de {reach} hexágonos de todas as unidades de {cmd} (Monte Castelo 4.1)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="276" />
            <source>no enemy unit is left at {hex}</source>
            <translation>não resta nenhuma unidade inimiga em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/contact.py" line="30" />
            <source>{name} may move only after friendly units have made contact with it</source>
            <translation>{name} só pode mover-se depois que unidades amigas fizerem contato com ela</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/encircled_retreat.py" line="58" />
            <source>an encircled unit retreats two hexes and takes a loss; eliminated if the second is in enemy ZOC</source>
            <translation>uma unidade cercada recua dois hexágonos e sofre uma perda; é eliminada se o segundo estiver em ZC inimiga</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/entry_limits.py" line="66" />
            <source>listed reinforcements land only on hexes of a set still held by their side</source>
            <translation>os reforços listados só desembarcam em hexágonos de um conjunto ainda controlado pelo seu lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/entry_limits.py" line="75" />
            <source>a reinforcement group enters only where units of a formation already stand</source>
            <translation>um grupo de reforços só entra onde já há unidades de uma formação</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/exit_scoring.py" line="103" />
            <source>{count} units left the map by exit zone {n}</source>
            <translation>{count} unidades saíram do mapa pela zona de saída {n}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/exit_scoring.py" line="105" />
            <source>no unit left the map by exit zone {n}</source>
            <translation>nenhuma unidade saiu do mapa pela zona de saída {n}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/flood_effects.py" line="170" />
            <source>at most {max} units in the flood at {where} (Reichswald 9.0)</source>
            <translation>no máximo {max} unidades na inundação em {where} (Reichswald 9.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/flood_effects.py" line="174" />
            <source>at most {inf_max} infantry unit(s) of {inf_formation} in the flood at {where}</source>
            <translation>no máximo {inf_max} unidade(s) de infantaria de {inf_formation} na inundação em {where}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/flood_effects.py" line="178" />
            <source>at most {amph_max} amphibious unit(s) in the flood at {where}</source>
            <translation>no máximo {amph_max} unidade(s) anfíbia(s) na inundação em {where}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/flood_effects.py" line="205" />
            <source>{name} is in the flood at {hex} and may not engage (Reichswald 9.0)</source>
            <translation>{name} está na inundação em {hex} e não pode engajar (Reichswald 9.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/flood_effects.py" line="219" />
            <source>units in flood neither engage nor recover; flood stacking; armour and artillery cannot retreat into it</source>
            <translation>unidades na inundação não engajam nem se recuperam; empilhamento na inundação; blindados e artilharia não podem recuar para ela</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/fortification_capture.py" line="107" />
            <source>a fortification is destroyed when its hex is conquered, with or without combat</source>
            <translation>uma fortificação é destruída quando seu hexágono é conquistado, com ou sem combate</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/naval_counter.py" line="42" />
            <source>a naval counter: artillery that moves on sea only, never supports a defence, takes no losses, has no ZOC</source>
            <translation>um marcador naval: artilharia que só se move no mar, nunca apoia uma defesa, não sofre perdas e não tem ZC</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/naval_counter.py" line="75" />
            <source>{name} cannot be used in the enemy's combat phase (Peleliu 9.0)</source>
            <translation>{name} não pode ser usada na fase de combate do inimigo (Peleliu 9.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/naval_support.py" line="79" />
            <source>naval gunfire shifts columns for a side's landed units on given turns, near the coast</source>
            <translation>o fogo naval desloca colunas para as unidades desembarcadas de um lado em certos turnos, perto da costa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/naval_support.py" line="160" />
            <source>naval support</source>
            <translation>apoio naval</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/off_map_retreat.py" line="147" />
            <source>{name} comes back from off the map: choose its hex next to {hex} (Reichswald 5.3)</source>
            <translation>{name} volta de fora do mapa: escolha seu hexágono junto a {hex} (Reichswald 5.3)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/off_map_retreat.py" line="167" />
            <source>units retreating off their own edges are not destroyed: they come back next turn beside where they left</source>
            <translation>unidades que recuam para fora pelas próprias bordas não são destruídas: voltam no turno seguinte junto de onde saíram</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="127" />
            <source>airborne drops: free drops (Paradrop action) and fixed drops, a die for good order or a step loss, waiting for contact</source>
            <translation>lançamentos aerotransportados: livres (ação Paradrop) e fixos, um dado para a boa ordem ou a perda de um passo, à espera de contato</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="200" />
            <source>{label} is not a land hex in play</source>
            <translation>{label} não é um hexágono de terra em jogo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="202" />
            <source>no drops on {names} ({label})</source>
            <translation>sem lançamentos em {names} ({label})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="204" />
            <source>no drops on {label}</source>
            <translation>sem lançamentos em {label}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="207" />
            <source>enemy units at {label}</source>
            <translation>unidades inimigas em {label}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="212" />
            <source>{label} is in an enemy zone of control: the drop hex must be unengaged</source>
            <translation>{label} está em zona de engajamento inimiga: o hexágono de lançamento deve estar livre de engajamento</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="228" />
            <source>{name} cannot make a parachute drop in this battle</source>
            <translation>{name} não pode fazer lançamento de paraquedas nesta batalha</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="230" />
            <source>{name} may drop only in its side's movement phase</source>
            <translation>{name} só pode ser lançada na fase de movimento do seu lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="232" />
            <source>{name} is not waiting to come on</source>
            <translation>{name} não está aguardando para entrar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="234" />
            <source>{name} may drop from turn {avail}</source>
            <translation>{name} pode ser lançada a partir do turno {avail}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="236" />
            <source>no drops on turn {turn}</source>
            <translation>sem lançamentos no turno {turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="238" />
            <source>at most 1 drop per turn</source>
            <translation>no máximo 1 lançamento por turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="238" />
            <source>at most {count} drops per turn</source>
            <translation>no máximo {count} lançamentos por turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/pontoneer_bridge.py" line="99" />
            <source>{name} at {hex}: bridge the river to which hex? (Reichswald 4.3)</source>
            <translation>{name} em {hex}: lançar ponte sobre o rio para qual hexágono? (Reichswald 4.3)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/pontoneer_bridge.py" line="128" />
            <source>the bridging unit stopping next to a river bridges it for good</source>
            <translation>a unidade de pontoneiros que para junto a um rio o transpõe com uma ponte para sempre</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/ranged_units.py" line="76" />
            <source>{name} cannot add its attack from a distance in the {role} (Monte Castelo 6.2)</source>
            <translation>{name} não pode somar seu ataque à distância em {role} (Monte Castelo 6.2)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/ranged_units.py" line="77" />
            <source>attack</source>
            <translation>ataque</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/ranged_units.py" line="77" />
            <source>defence</source>
            <translation>defesa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/ranged_units.py" line="83" />
            <source>heavy weapons and armour with a range add their attack within range, attacking or defending</source>
            <translation>armas pesadas e blindados com alcance somam seu ataque dentro do alcance, atacando ou defendendo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/release_turns.py" line="59" />
            <source>moved by a combat result (Monte Castelo 5.6)</source>
            <translation>movida por um resultado de combate (Monte Castelo 5.6)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/release_turns.py" line="68" />
            <source>{name} is not released yet and may not attack</source>
            <translation>{name} ainda não foi liberada e não pode atacar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/release_turns.py" line="83" />
            <source>units move from their release turn; a combat result that moves a unit releases it</source>
            <translation>unidades se movem a partir do seu turno de liberação; um resultado de combate que move uma unidade a libera</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="81" />
            <source>only the listed units of a side may leave the map</source>
            <translation>só as unidades listadas de um lado podem sair do mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="96" />
            <source>{name} may not leave the map: only {names} may</source>
            <translation>{name} não pode sair do mapa: só {names} pode(m)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="103" />
            <source>reserve units come on when the side wishes from a turn; points for each never used</source>
            <translation>unidades de reserva entram quando o lado quiser a partir de um turno; pontos por cada uma nunca usada</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="129" />
            <source>{name} is in reserve until turn {from_turn}</source>
            <translation>{name} está na reserva até o turno {from_turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="138" />
            <source>reserve units never used ({count})</source>
            <translation>unidades da reserva nunca usadas ({count})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="145" />
            <source>some units advance further after combat, through given terrain and not across unbridged rivers; some never</source>
            <translation>algumas unidades avançam mais após o combate, por certos terrenos e não através de rios sem ponte; algumas nunca</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="187" />
            <source>{hex} is not {names}</source>
            <translation>{hex} não é {names}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="189" />
            <source>a river without a bridge lies between {hex} and {hex2}</source>
            <translation>há um rio sem ponte entre {hex} e {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="166" />
            <source>strategic bombing of {city}: choose the unit at {hex} that takes the loss</source>
            <translation>bombardeio estratégico de {city}: escolha a unidade em {hex} que sofre a baixa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="170" />
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="181" />
            <source>strategic bombing of {city}</source>
            <translation>bombardeio estratégico de {city}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="196" />
            <source>strategic bombing: choose a city to bomb ({left} to choose this turn, Reichswald 6.3)</source>
            <translation>bombardeio estratégico: escolha uma cidade a bombardear ({left} a escolher neste turno, Reichswald 6.3)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="245" />
            <source>{name} is in a bombed city and may not move this turn (Reichswald 6.3)</source>
            <translation>{name} está numa cidade bombardeada e não pode mover-se neste turno (Reichswald 6.3)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="274" />
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="288" />
            <source>no unit moves into or through the bombed city at {hex} this turn (Reichswald 6.3)</source>
            <translation>nenhuma unidade entra ou passa pela cidade bombardeada em {hex} neste turno (Reichswald 6.3)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="313" />
            <source>no advance into the bombed city at {hex} (Reichswald 5.1.2)</source>
            <translation>sem avanço para a cidade bombardeada em {hex} (Reichswald 5.1.2)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="332" />
            <source>scheduled bombing of cities: losses, no movement through them, retreats from them eliminate</source>
            <translation>bombardeio programado de cidades: perdas, nenhum movimento através delas, recuar delas elimina</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/suppression.py" line="73" />
            <source>suppressed units have half attack, defence and movement until the next preparation stage</source>
            <translation>unidades suprimidas têm metade do ataque, da defesa e do movimento até a próxima etapa de preparação</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/trace.py" line="81" />
            <source>a withdrawing unit is encircled when it cannot trace a ZOC-free path to a hex set; it leaves once it can</source>
            <translation>uma unidade em retirada está cercada quando não consegue traçar um caminho livre de ZC até um conjunto de hexágonos; sai assim que puder</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="131" />
            <source>{name}'s side has no sea movement in this battle</source>
            <translation>o lado de {name} não tem movimento marítimo nesta batalha</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="133" />
            <source>{name} may move by sea only in its side's movement phase</source>
            <translation>{name} só pode mover-se por mar na fase de movimento do seu lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="137" />
            <source>{name} has already moved this phase</source>
            <translation>{name} já se moveu nesta fase</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="141" />
            <source>{name} must start on a coast hex of {terrain}</source>
            <translation>{name} deve partir de um hexágono de costa de {terrain}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="141" />
            <source>{name} must start on a coast hex</source>
            <translation>{name} deve partir de um hexágono de costa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="143" />
            <source>{name} is engaged and may not embark</source>
            <translation>{name} está engajada e não pode embarcar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="146" />
            <source>at most {limit} units move by sea each turn</source>
            <translation>no máximo {limit} unidades se movem por mar em cada turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="148" />
            <source>{hex} is not a landing hex this turn</source>
            <translation>{hex} não é hexágono de desembarque neste turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="148" />
            <source>that hex is not a landing hex this turn</source>
            <translation>esse hexágono não é de desembarque neste turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="154" />
            <source>{name} may land only where friendly units already stand</source>
            <translation>{name} só pode desembarcar onde já houver unidades amigas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/stacking.py" line="350" />
            <source>over-stacked: 1 unit already at {hex} (limit {limit})</source>
            <translation>empilhamento excedido: já há 1 unidade em {hex} (limite {limit})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/stacking.py" line="351" />
            <source>over-stacked: {count} units already at {hex} (limit {limit})</source>
            <translation>empilhamento excedido: já há {count} unidades em {hex} (limite {limit})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/stacking.py" line="357" />
            <source>{name} may share a hex with no other unit</source>
            <translation>{name} não pode dividir o hexágono com nenhuma outra unidade</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/stacking.py" line="365" />
            <source>over-stacked: at most {max} {size} unit(s) in one hex</source>
            <translation>empilhamento excedido: no máximo {max} unidade(s) do escalão {size} por hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/turns.py" line="275" />
            <source>choose {choose} unit(s) to withdraw ({id})</source>
            <translation>escolha {choose} unidade(s) a retirar ({id})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/victory.py" line="142" />
            <source>reinforcement penalty</source>
            <translation>penalidade por reforços</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/victory.py" line="146" />
            <source>annihilation</source>
            <translation>aniquilação do inimigo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/zoc.py" line="207" />
            <source>exempt in this terrain</source>
            <translation>isenta neste terreno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/zoc.py" line="211" />
            <source>dominant terrain</source>
            <translation>terreno dominante</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/zoc.py" line="213" />
            <source>no attack strength</source>
            <translation>sem poder de ataque</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/zoc.py" line="285" />
            <source>{unit} at {hex}</source>
            <translation>{unit} em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/zoc.py" line="288" />
            <source>engaged units must attack first: {names}</source>
            <translation>as unidades engajadas devem atacar antes: {names}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/hexgrid.py" line="250" />
            <source>'{label}' is not a hex label of the form {example}</source>
            <translation>'{label}' não é um rótulo de hexágono no formato {example}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/hexgrid.py" line="254" />
            <source>'{label}' is not a hex label of the form {example} ({digits} digits)</source>
            <translation>'{label}' não é um rótulo de hexágono no formato {example} ({digits} dígitos)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/hexgrid.py" line="348" />
            <source>hex '{label}' is outside the map ({columns} columns x {rows} rows, {first} to {last})</source>
            <translation>o hexágono '{label}' está fora do mapa ({columns} colunas x {rows} linhas, de {first} a {last})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="114" />
            <source>the battle needs a title</source>
            <translation>a batalha precisa de um título</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="116" />
            <source>the map may have 1 to {most} columns (not {n})</source>
            <translation>o mapa pode ter de 1 a {most} colunas (não {n})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="118" />
            <source>the map may have 1 to {most} rows (not {n})</source>
            <translation>o mapa pode ter de 1 a {most} linhas (não {n})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="120" />
            <source>the hexes are flat-topped or pointy-topped (not {value})</source>
            <translation>os hexágonos têm lado plano ou vértice em cima (não {value})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="122" />
            <source>the stagger is odd or even (not {value})</source>
            <translation>o deslocamento é ímpar ou par (não {value})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="124" />
            <source>the numbers are separated by nothing, '-' or '.' (not '{value}')</source>
            <translation>os números são separados por nada, '-' ou '.' (não '{value}')</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="126" />
            <source>hex numbers without a separator must be zero-padded, or they cannot be read back</source>
            <translation>números de hexágono sem separador devem ser completados com zeros, senão não podem ser lidos de volta</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="128" />
            <source>a battle has 2 to {most} sides (not {n})</source>
            <translation>uma batalha tem de 2 a {most} lados (não {n})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="131" />
            <source>every side needs a name</source>
            <translation>cada lado precisa de um nome</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="133" />
            <source>two sides have the same name</source>
            <translation>dois lados têm o mesmo nome</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="135" />
            <source>a battle has 1 to {most} turns (not {n})</source>
            <translation>uma batalha tem de 1 a {most} turnos (não {n})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="154" />
            <source>the catalogue has no {parts}</source>
            <translation>o catálogo não tem {parts}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/blank.py" line="157" />
            <source>the catalogue has no base terrain to fill the map with</source>
            <translation>o catálogo não tem terreno base para preencher o mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="93" />
            <source>unit '{unit}' ({cls}) is set up in {label}, {terrain} terrain it may not enter</source>
            <translation>a unidade '{unit}' ({cls}) está posicionada em {label}, terreno {terrain}, onde não pode entrar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="97" />
            <source>the scenario says '{declared}' but some of its parts are '{worst}': a battle is as faithful as its least faithful part (map, hexes, units)</source>
            <translation>o cenário diz '{declared}', mas partes dele são '{worst}': uma batalha é tão fiel quanto sua parte menos fiel (mapa, hexágonos, unidades)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="107" />
            <source>{n} units set up in {label}: more than the stacking limit of {cap}</source>
            <translation>{n} unidades posicionadas em {label}: mais que o limite de empilhamento de {cap}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="113" />
            <source>entry hex '{label}' is outside the map</source>
            <translation>o hexágono de entrada '{label}' está fora dos limites do mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="116" />
            <source>entry hex {label} is off-map</source>
            <translation>o hexágono de entrada {label} está fora do mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="122" />
            <source>objective '{id}' gives no side any points</source>
            <translation>o objetivo '{id}' não dá pontos a nenhum lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="142" />
            <source>a roll of {rolls} on {dice} gives no weather</source>
            <translation>um resultado {rolls} em {dice} não dá nenhum clima</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="145" />
            <source>a roll of {rolls} is in more than one outcome</source>
            <translation>um resultado {rolls} aparece em mais de uma saída</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="151" />
            <source>turn {turns} has air points in more than one row</source>
            <translation>o turno {turns} tem pontos aéreos em mais de uma linha</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="154" />
            <source>points come from the weather, so this schedule is not used</source>
            <translation>os pontos vêm do clima, então este cronograma não é usado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="158" />
            <source>unknown side '{side}'</source>
            <translation>lado desconhecido '{side}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="163" />
            <source>'{feature}' is not a hexside type of this scenario</source>
            <translation>'{feature}' não é um tipo de lado de hexágono deste cenário</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="167" />
            <source>'{unit}' is neither a unit type nor a tag of one, nor 'any'</source>
            <translation>'{unit}' não é um tipo de unidade, nem uma marca de um, nem 'any'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="176" />
            <source>the condition of '{owner}' names no hexes, so it never holds</source>
            <translation>a condição de '{owner}' não cita nenhum hexágono, então nunca se cumpre</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/consistency.py" line="178" />
            <location filename="../../hexstudio/scenario/consistency.py" line="180" />
            <source>the condition of '{owner}' names no units, so it never holds</source>
            <translation>a condição de '{owner}' não cita nenhuma unidade, então nunca se cumpre</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/edits.py" line="1253" />
            <location filename="../../hexstudio/scenario/edits.py" line="1350" />
            <source>{path}: {problem}</source>
            <translation>{path}: {problem}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/edits.py" line="1284" />
            <source>{n} columns need column numbers of {digits} digits, but this scenario's hexes are numbered with {old} ({example}); change the numbering first (Editor ▸ Change Hex Numbering…, at least {digits} digits), which renames every hex it names</source>
            <translation>{n} colunas precisam de números de coluna com {digits} dígitos, mas os hexágonos deste cenário são numerados com {old} ({example}); mude antes a numeração (Editor ▸ Alterar Numeração dos Hexágonos…, com pelo menos {digits} dígitos), que renomeia todos os hexágonos citados</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/edits.py" line="1290" />
            <source>{n} rows need row numbers of {digits} digits, but this scenario's hexes are numbered with {old} ({example}); change the numbering first (Editor ▸ Change Hex Numbering…, at least {digits} digits), which renames every hex it names</source>
            <translation>{n} linhas precisam de números de linha com {digits} dígitos, mas os hexágonos deste cenário são numerados com {old} ({example}); mude antes a numeração (Editor ▸ Alterar Numeração dos Hexágonos…, com pelo menos {digits} dígitos), que renomeia todos os hexágonos citados</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/edits.py" line="1352" />
            <source>{problem} (and {n} more)</source>
            <translation>{problem} (e mais {n})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="51" />
            <source>the file is {size:.1f} MB; the limit is {limit:.0f} MB</source>
            <translation>o arquivo tem {size:.1f} MB; o limite é {limit:.0f} MB</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="70" />
            <source>the file name contains a NUL character</source>
            <translation>o nome do arquivo contém um caractere NUL</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="72" />
            <source>cannot open the file: {error}</source>
            <translation>não foi possível abrir o arquivo: {error}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="76" />
            <source>a folder</source>
            <translation>uma pasta</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="76" />
            <source>a device, pipe or socket</source>
            <translation>um dispositivo, pipe ou socket</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="77" />
            <source>not a regular file ({what})</source>
            <translation>não é um arquivo comum ({what})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="92" />
            <source>cannot read the file: {error}</source>
            <translation>não foi possível ler o arquivo: {error}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="107" />
            <source>not UTF-8 text (byte {byte})</source>
            <translation>não é texto UTF-8 (byte {byte})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="111" />
            <source>not valid JSON: {error} at line {line}, column {column}</source>
            <translation>JSON inválido: {error} na linha {line}, coluna {column}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="113" />
            <source>not valid JSON: nested too deeply</source>
            <translation>JSON inválido: aninhamento profundo demais</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="122" />
            <source>a scenario file must hold a JSON object {{ ... }}</source>
            <translation>um arquivo de cenário deve conter um objeto JSON {{ ... }}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="124" />
            <source>is missing: this does not look like a hexstudio scenario</source>
            <translation>está faltando: isto não parece um cenário do hexstudio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="134" />
            <source>the document is nested too deeply</source>
            <translation>o documento tem aninhamento profundo demais</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/io.py" line="214" />
            <source>the text cannot be saved: it holds a character that is not valid Unicode (a lone surrogate) at character {pos}</source>
            <translation>o texto não pode ser salvo: contém um caractere que não é Unicode válido (um surrogate isolado) no caractere {pos}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/model.py" line="453" />
            <source>movement must be a whole or half number</source>
            <translation>o movimento deve ser um número inteiro ou meio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/model.py" line="575" />
            <source>give a turn, a condition ('when'), or both</source>
            <translation>informe um turno, uma condição ('when') ou ambos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/model.py" line="689" />
            <source>odds must be two positive numbers, such as [3, 1]</source>
            <translation>a relação de forças deve ser dois números positivos, como [3, 1]</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/rawjson.py" line="132" />
            <source>a whole number of {digits} digits is too large (at most {limit} digits)</source>
            <translation>um número inteiro de {digits} algarismos é grande demais (no máximo {limit} algarismos)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/rawjson.py" line="135" />
            <location filename="../../hexstudio/scenario/rawjson.py" line="150" />
            <source>must be a finite number (found {value})</source>
            <translation>deve ser um número finito (encontrado {value})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/rawjson.py" line="137" />
            <source>the text holds a character that cannot be saved (a lone surrogate, {char})</source>
            <translation>o texto contém um caractere que não pode ser salvo (um surrogate isolado, {char})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/rawjson.py" line="143" />
            <source>the name holds a character that cannot be saved (a lone surrogate, {char})</source>
            <translation>o nome contém um caractere que não pode ser salvo (um surrogate isolado, {char})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/rawjson.py" line="152" />
            <location filename="../../hexstudio/scenario/rawjson.py" line="154" />
            <source>the number {value} is too large (at most {limit:g})</source>
            <translation>o número {value} é grande demais (no máximo {limit:g})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="52" />
            <source>is required but missing</source>
            <translation>é obrigatório mas está faltando</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="53" />
            <source>is not a known field (misspelt?)</source>
            <translation>não é um campo conhecido (erro de digitação?)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="54" />
            <location filename="../../hexstudio/scenario/validate.py" line="55" />
            <source>must be a whole number</source>
            <translation>deve ser um número inteiro</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="56" />
            <location filename="../../hexstudio/scenario/validate.py" line="57" />
            <source>must be a number</source>
            <translation>deve ser um número</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="58" />
            <source>must be a finite number</source>
            <translation>deve ser um número finito</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="59" />
            <source>must be text</source>
            <translation>deve ser texto</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="60" />
            <location filename="../../hexstudio/scenario/validate.py" line="61" />
            <source>must be true or false</source>
            <translation>deve ser true ou false</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="62" />
            <source>must be a list</source>
            <translation>deve ser uma lista</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="63" />
            <location filename="../../hexstudio/scenario/validate.py" line="64" />
            <source>must be an object</source>
            <translation>deve ser um objeto</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="70" />
            <source>unknown terrain</source>
            <translation>terreno desconhecido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="71" />
            <source>unknown terrain feature</source>
            <translation>elemento de terreno desconhecido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="72" />
            <source>unknown hexside feature</source>
            <translation>elemento de lado de hexágono desconhecido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="73" />
            <source>unknown road type</source>
            <translation>tipo de estrada desconhecido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="74" />
            <source>unknown movement class</source>
            <translation>classe de movimento desconhecida</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="75" />
            <source>unknown side</source>
            <translation>lado desconhecido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="76" />
            <source>unknown nationality</source>
            <translation>nacionalidade desconhecida</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="77" />
            <source>unknown unit type</source>
            <translation>tipo de unidade desconhecido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="78" />
            <source>unknown formation</source>
            <translation>formação desconhecida</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="79" />
            <source>unknown unit</source>
            <translation>unidade desconhecida</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="80" />
            <source>unknown hex set</source>
            <translation>conjunto de hexágonos desconhecido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="81" />
            <source>unknown weather</source>
            <translation>clima desconhecido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="82" />
            <source>unknown objective</source>
            <translation>objetivo desconhecido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="89" />
            <location filename="../../hexstudio/scenario/validate.py" line="90" />
            <source>Input should be {expected}</source>
            <translation>o valor deve ser {expected}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="91" />
            <source>Input should be greater than {gt}</source>
            <translation>o valor deve ser maior que {gt}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="92" />
            <source>Input should be greater than or equal to {ge}</source>
            <translation>o valor deve ser maior ou igual a {ge}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="93" />
            <source>Input should be less than {lt}</source>
            <translation>o valor deve ser menor que {lt}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="94" />
            <source>Input should be less than or equal to {le}</source>
            <translation>o valor deve ser menor ou igual a {le}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="109" />
            <source>must be one of: {choices}</source>
            <translation>deve ser um destes: {choices}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="113" />
            <source>must be a colour written #rrggbb, such as #3a7bd5</source>
            <translation>deve ser uma cor escrita #rrggbb, como #3a7bd5</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="115" />
            <source>must be an id: letters, digits and _ . : / + -, starting with a letter, digit or _</source>
            <translation>deve ser um identificador: letras, dígitos e _ . : / + -, começando por letra, dígito ou _</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="116" />
            <source>does not have the form {pattern}</source>
            <translation>não tem a forma {pattern}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="118" />
            <source>must not be empty</source>
            <translation>não pode ficar vazio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="118" />
            <source>needs at least {n} characters</source>
            <translation>precisa de pelo menos {n} caracteres</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="120" />
            <source>may have at most {n} characters</source>
            <translation>pode ter no máximo {n} caracteres</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="122" />
            <source>needs at least {n} item(s) (has {count})</source>
            <translation>precisa de pelo menos {n} item(ns) (tem {count})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="124" />
            <source>may have at most {n} item(s) (has {count})</source>
            <translation>pode ter no máximo {n} item(ns) (tem {count})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="154" />
            <source>must be a number, not {value}</source>
            <translation>deve ser um número, não {value}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="158" />
            <source>an id is letters, digits and _ . + - only (no '/', ':', spaces or '..'; found {value})</source>
            <translation>um id tem só letras, algarismos e _ . + - (sem '/', ':', espaços nem '..'; encontrado {value})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="164" />
            <source>{problem} (found {value})</source>
            <translation>{problem} (encontrado: {value})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="246" />
            <source>hex '{label}' is marked off-map</source>
            <translation>o hexágono '{label}' está marcado como fora do mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="252" />
            <source>unknown {what}</source>
            <translation>{what} desconhecido(a)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="253" />
            <source>{unknown} '{value}' (known: {hint}{more})</source>
            <translation>{unknown}: '{value}' (conhecidos: {hint}{more})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="254" />
            <source>{unknown} '{value}' (none defined)</source>
            <translation>{unknown}: '{value}' (nenhum definido)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="273" />
            <source>id '{id}' is used more than once</source>
            <translation>o id '{id}' é usado mais de uma vez</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="280" />
            <source>labels without a separator must be zero-padded, or they cannot be read back</source>
            <translation>rótulos sem separador precisam de zeros à esquerda, senão não podem ser lidos de volta</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="291" />
            <source>'{terrain}' is an overlay, not a base terrain</source>
            <translation>'{terrain}' é um elemento sobreposto, não um terreno base</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="303" />
            <source>the same hex as '{label}'</source>
            <translation>o mesmo hexágono que '{label}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="311" />
            <source>'{terrain}' is an overlay; put it in 'features'</source>
            <translation>'{terrain}' é um elemento sobreposto; coloque-o em 'features'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="319" />
            <source>'{terrain}' is a base terrain; set it as 'terrain'</source>
            <translation>'{terrain}' é um terreno base; defina-o como 'terrain'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="330" />
            <source>hexes '{a}' and '{b}' are not neighbours</source>
            <translation>os hexágonos '{a}' e '{b}' não são vizinhos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="342" />
            <source>'{label}' is not next to '{previous}': a road links neighbouring hexes</source>
            <translation>'{label}' não é vizinho de '{previous}': uma estrada liga hexágonos vizinhos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="355" />
            <source>a base terrain cannot cost 'as the terrain' (=)</source>
            <translation>um terreno base não pode custar 'como o terreno' (=)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="359" />
            <source>no cost for movement class {classes} (add it, or a '*' default)</source>
            <translation>sem custo para a classe de movimento {classes} (acrescente-o, ou um padrão '*')</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="385" />
            <source>formation '{id}' is inside itself</source>
            <translation>a formação '{id}' está dentro de si mesma</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="395" />
            <source>a one-step unit has no reduced face</source>
            <translation>uma unidade de um passo não tem face reduzida</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="397" />
            <source>turn {turn} is not on the turn track</source>
            <translation>o turno {turn} não está na trilha de turnos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="405" />
            <source>unit '{unit}' is set up more than once</source>
            <translation>a unidade '{unit}' é posicionada mais de uma vez</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="430" />
            <source>turn {turn} is not on the turn track ({lo}-{hi})</source>
            <translation>o turno {turn} não está na trilha de turnos ({lo}-{hi})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="451" />
            <source>no entry given: list hexes, a hex set or a map edge</source>
            <translation>nenhuma entrada indicada: liste hexágonos, um conjunto de hexágonos ou uma borda do mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="459" />
            <source>unit '{unit}' is already set up on the map</source>
            <translation>a unidade '{unit}' já está posicionada no mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="461" />
            <source>unit '{unit}' arrives in more than one reinforcement</source>
            <translation>a unidade '{unit}' chega em mais de um reforço</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="468" />
            <source>turn {turn} appears more than once</source>
            <translation>o turno {turn} aparece mais de uma vez</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="473" />
            <source>a {kind} phase needs the side that plays it</source>
            <translation>uma fase {kind} precisa do lado que a joga</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="484" />
            <location filename="../../hexstudio/scenario/validate.py" line="493" />
            <source>{roll} cannot be rolled on {dice}</source>
            <translation>{roll} não pode sair em {dice}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="495" />
            <source>roll {roll} is already on another row</source>
            <translation>o resultado {roll} já está em outra linha</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="499" />
            <source>no row for roll {rolls}</source>
            <translation>nenhuma linha para o resultado {rolls}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="503" />
            <source>has {rows} rows but the table has {nrows} dice rows</source>
            <translation>tem {rows} linhas mas a tabela tem {nrows} linhas de dados</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="506" />
            <source>has {cells} cells but the table has {ncols} columns</source>
            <translation>tem {cells} células mas a tabela tem {ncols} colunas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="514" />
            <source>columns must run from the defender's best odds to the attacker's best (e.g. 1-4 ... 9-1)</source>
            <translation>as colunas devem ir da melhor proporção do defensor à melhor do atacante (ex.: 1-4 ... 9-1)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="519" />
            <source>'{cell}' should be one result code or a defender and an attacker code</source>
            <translation>'{cell}' deveria ser um código de resultado, ou um código do defensor e um do atacante</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="522" />
            <source>unknown result code '{code}' (known: {known})</source>
            <translation>código de resultado desconhecido '{code}' (conhecidos: {known})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="529" />
            <source>'{column}' ends ({max}) before it starts ({min})</source>
            <translation>'{column}' termina ({max}) antes de começar ({min})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="531" />
            <source>'{column}' overlaps the previous column</source>
            <translation>'{column}' se sobrepõe à coluna anterior</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="533" />
            <source>only the last column may be open-ended</source>
            <translation>só a última coluna pode ser aberta</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="537" />
            <source>unknown result '{cell}' (known: {known})</source>
            <translation>resultado desconhecido '{cell}' (conhecidos: {known})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="541" />
            <source>per_use_min is larger than per_use_max</source>
            <translation>per_use_min é maior que per_use_max</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="561" />
            <source>an objective needs hexes or a hex set</source>
            <translation>um objetivo precisa de hexágonos ou de um conjunto de hexágonos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="566" />
            <source>an objective scored at a turn needs that turn</source>
            <translation>um objetivo pontuado num turno precisa desse turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/scenario/validate.py" line="585" />
            <source>the default 'side' needs the side that holds the map</source>
            <translation>o padrão 'side' precisa do lado que tem a posse do mapa</translation>
        </message>
    </context>
</TS>
