<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
    <context>
        <name>engine</name>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="74" />
            <source>there is no unit '{uid}' in this scenario</source>
            <translation>não existe a unidade '{uid}' neste cenário</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="81" />
            <source>attacks are made in the {kinds} phase, not the {phase}</source>
            <translation>os ataques são feitos na fase de {kinds}, não na de {phase}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="81" />
            <source>finished game</source>
            <translation>jogo encerrado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="84" />
            <source>name the side that makes this attack</source>
            <translation>indique o lado que faz este ataque</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="86" />
            <source>it is {side}'s phase</source>
            <translation>é a fase de {side}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="114" />
            <source>hex {label} is not on the map</source>
            <translation>o hexágono {label} não está no mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="117" />
            <source>there are no enemy units at {hex} to attack</source>
            <translation>não há unidades inimigas em {hex} para atacar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="120" />
            <source>{hex} was already attacked {per} (Leyte 8.0 obs; Monte Castelo 6.1)</source>
            <translation>{hex} já foi atacado {per} (Leyte 8.0 obs; Monte Castelo 6.1)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="120" />
            <source>this turn</source>
            <translation>neste turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="120" />
            <source>this phase</source>
            <translation>nesta fase</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="144" />
            <source>a supporting unit is listed twice</source>
            <translation>uma unidade de apoio aparece duas vezes</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="149" />
            <location filename="../../hexstudio/engine/combat/handlers.py" line="207" />
            <location filename="../../hexstudio/engine/combat/handlers.py" line="447" />
            <source>{name} is not one of {side}'s units</source>
            <translation>{name} não é uma unidade de {side}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="151" />
            <location filename="../../hexstudio/engine/combat/handlers.py" line="209" />
            <location filename="../../hexstudio/engine/combat/handlers.py" line="449" />
            <location filename="../../hexstudio/engine/exits.py" line="127" />
            <location filename="../../hexstudio/engine/movement.py" line="426" />
            <location filename="../../hexstudio/engine/sea.py" line="118" />
            <source>{name} is not on the map</source>
            <translation>{name} não está no mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="153" />
            <source>{name} cannot both attack and support the same combat</source>
            <translation>{name} não pode atacar e apoiar o mesmo combate</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="156" />
            <source>{name} has no range and cannot support from a distance</source>
            <translation>{name} não tem alcance e não pode apoiar à distância</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="159" />
            <location filename="../../hexstudio/engine/combat/handlers.py" line="454" />
            <source>{name} at {hex} is {d} hexes from {hex2}, beyond its range of {rng}</source>
            <translation>{name} em {hex} está a {d} hexágonos de {hex2}, além do seu alcance de {rng}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="161" />
            <source>{name} was already used in a combat this phase (Reichswald 8.0; Sicily 8.0)</source>
            <translation>{name} já foi usada em um combate nesta fase (Reichswald 8.0; Sicília 8.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="168" />
            <source>at most {limit} ranged units may support one defence of {side}</source>
            <translation>no máximo {limit} unidades com alcance podem apoiar uma defesa de {side}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="177" />
            <source>air points cannot be negative</source>
            <translation>os pontos aéreos não podem ser negativos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="182" />
            <source>{side} has only {have} air points left this turn, not {points}</source>
            <translation>{side} tem apenas {have} pontos aéreos restantes neste turno, não {points}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="186" />
            <source>{side} must use between {per_use_min} and {per_use_max} air points at a time (Leyte 6.2 obs)</source>
            <translation>{side} deve usar entre {per_use_min} e {per_use_max} pontos aéreos de cada vez (Leyte 6.2 obs)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="198" />
            <source>an attack needs at least one attacking unit</source>
            <translation>um ataque precisa de pelo menos uma unidade atacante</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="200" />
            <source>an attacking unit is listed twice</source>
            <translation>uma unidade atacante aparece duas vezes</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="211" />
            <source>{name} at {hex} is not adjacent to {hex2}</source>
            <translation>{name} em {hex} não é adjacente a {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="213" />
            <source>{name} already supported a combat this phase</source>
            <translation>{name} já apoiou um combate nesta fase</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="215" />
            <source>{name} has already attacked this phase (Monte Castelo 6.1)</source>
            <translation>{name} já atacou nesta fase (Monte Castelo 6.1)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="217" />
            <source>artillery does not support ground combat in this battle</source>
            <translation>nesta batalha a artilharia não apoia o combate terrestre</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="221" />
            <source>these units cannot receive artillery or air support (Leyte 11.0)</source>
            <translation>estas unidades não podem receber apoio de artilharia nem aéreo (Leyte 11.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="229" />
            <source>{names} must join this attack: engaged, with no other enemy hex left to attack</source>
            <translation>{names} deve(m) participar deste ataque: engajada(s), sem outro hexágono inimigo para atacar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="304" />
            <source>{hex} is attacked: commit defensive support (artillery {artillery}; up to {air} air points)</source>
            <translation>{hex} está sendo atacado: comprometa o apoio defensivo (artilharia {artillery}; até {air} pontos aéreos)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="304" />
            <source>none</source>
            <translation>nenhuma</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="314" />
            <source>no attack is waiting for the defender's support</source>
            <translation>nenhum ataque aguarda o apoio do defensor</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="319" />
            <source>{unit_name} cannot support this defence (not in range, or already used)</source>
            <translation>{unit_name} não pode apoiar esta defesa (fora de alcance ou já usada)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="390" />
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="146" />
            <source>this battle has no bombardment table</source>
            <translation>esta batalha não tem tabela de bombardeio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="409" />
            <source>no bombardment or air attack on a night turn{ref}</source>
            <translation>sem bombardeio nem ataque aéreo em turno noturno{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="411" />
            <source>no bombardment or air attack on turn {turn}{ref}</source>
            <translation>sem bombardeio nem ataque aéreo no turno {turn}{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="413" />
            <source>at most {max_power} points may bombard one hex, not {power}{ref}</source>
            <translation>no máximo {max_power} pontos podem bombardear um hexágono, não {power}{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="418" />
            <source>{hex} is more than {reach} hexes from every unit of {side}{ref}</source>
            <translation>{hex} está a mais de {reach} hexágonos de todas as unidades de {side}{ref}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="427" />
            <source>an air attack needs at least one air point</source>
            <translation>um ataque aéreo precisa de pelo menos um ponto aéreo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="440" />
            <source>a bombardment needs at least one artillery unit</source>
            <translation>um bombardeio precisa de pelo menos uma unidade de artilharia</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="442" />
            <source>an artillery unit is listed twice</source>
            <translation>uma unidade de artilharia aparece duas vezes</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="452" />
            <source>{name} has no range and cannot bombard</source>
            <translation>{name} não tem alcance e não pode bombardear</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/handlers.py" line="457" />
            <source>{name} was already used in a combat this phase</source>
            <translation>{name} já foi usada em um combate nesta fase</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/losses.py" line="43" />
            <source>{reason} (last step)</source>
            <translation>{reason} (último passo)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/modifiers.py" line="227" />
            <source>special rule</source>
            <translation>regra especial</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/modifiers.py" line="271" />
            <source>every attacker is on a lower level</source>
            <translation>todos os atacantes estão em nível mais baixo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="118" />
            <source>armour without infantry in forest</source>
            <translation>blindados sem infantaria na floresta</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="132" />
            <source>night attack by {side}</source>
            <translation>ataque noturno de {side}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="142" />
            <location filename="../../hexstudio/engine/combat/named.py" line="146" />
            <source>surprise, turn {turn}</source>
            <translation>surpresa, turno {turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="157" />
            <source>armour against anti-tank</source>
            <translation>blindados contra anticarro</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="163" />
            <source>anti-tank against armour</source>
            <translation>anticarro contra blindados</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="185" />
            <source>observation post</source>
            <translation>posto de observação</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="337" />
            <location filename="../../hexstudio/engine/combat/shifts.py" line="269" />
            <source>{formation} complete in the attack</source>
            <translation>{formation} completa no ataque</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="337" />
            <location filename="../../hexstudio/engine/combat/shifts.py" line="269" />
            <source>{formation} complete in the defence</source>
            <translation>{formation} completa na defesa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="382" />
            <source>infantry brigade with armoured engineers, flame tanks and armour</source>
            <translation>brigada de infantaria com engenharia blindada, tanques lança-chamas e blindados</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="395" />
            <source>spotted by a unit in contact</source>
            <translation>observado por uma unidade em contato</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="444" />
            <source>{name} supports only units of its own division (Reichswald 8.0 obs)</source>
            <translation>{name} só apoia unidades da sua própria divisão (Reichswald 8.0 obs)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="447" />
            <source>{name} (AGRA) cannot fire in the German combat phase (Reichswald 8.0 obs)</source>
            <translation>{name} (AGRA) não pode atirar na fase de combate alemã (Reichswald 8.0 obs)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="449" />
            <source>{name} (AGRA) moved this turn and may not fire (Reichswald 8.0 obs)</source>
            <translation>{name} (AGRA) moveu-se neste turno e não pode atirar (Reichswald 8.0 obs)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/named.py" line="535" />
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
            <location filename="../../hexstudio/engine/zoc.py" line="178" />
            <source>sheltered terrain</source>
            <translation>terreno protegido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="284" />
            <source>special rule: no retreat in this terrain</source>
            <translation>regra especial: sem recuo neste terreno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="299" />
            <source>retreat across {feature} from {hex}</source>
            <translation>recuo através de {feature} a partir de {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="331" />
            <source>ordered to retreat from the bombed city at {hex} (Reichswald 5.1.2)</source>
            <translation>obrigada a recuar da cidade bombardeada em {hex} (Reichswald 5.1.2)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="345" />
            <source>encircled retreat: no hex free of enemy ZOC beyond {hex}</source>
            <translation>recuo cercado: nenhum hexágono livre de zona de engajamento inimiga além de {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="350" />
            <source>{name}: second hex of the encircled retreat</source>
            <translation>{name}: segundo hexágono do recuo cercado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="354" />
            <location filename="../../hexstudio/engine/combat/resolve.py" line="357" />
            <source>encircled retreat, second hex</source>
            <translation>recuo cercado, segundo hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="367" />
            <source>{name} retreats from {hex}: choose a hex or off map</source>
            <translation>{name} recua de {hex}: escolha um hexágono ou fora do mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="377" />
            <source>{name} retreats from {hex}: choose a hex</source>
            <translation>{name} recua de {hex}: escolha um hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="386" />
            <source>retreated into the bombed city at {hex}</source>
            <translation>recuou para a cidade bombardeada em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="407" />
            <source>encircled after a loss, with no friendly unit to retreat through</source>
            <translation>cercada após uma baixa, sem unidade amiga por onde recuar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="412" />
            <source>through friendly units or sheltered terrain</source>
            <translation>por unidades amigas ou terreno protegido</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="412" />
            <source>through friendly units</source>
            <translation>por unidades amigas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="413" />
            <source>a step loss unless it passes {spared}</source>
            <translation>uma baixa, a menos que passe {spared}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="413" />
            <source>a step loss</source>
            <translation>uma baixa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="415" />
            <source>{name} is encircled: choose the first hex of its retreat (it then retreats a second hex, with {loss})</source>
            <translation>{name} está cercada: escolha o primeiro hexágono do recuo (depois recua um segundo hexágono, com {loss})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="419" />
            <source>encircled retreat, first hex</source>
            <translation>recuo cercado, primeiro hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="425" />
            <source>retreated into the sea</source>
            <translation>recuou para o mar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="431" />
            <source>completely encircled after a loss</source>
            <translation>totalmente cercada após uma baixa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="434" />
            <source>completely encircled: the retreat becomes a step loss</source>
            <translation>totalmente cercada: o recuo se converte em baixa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="436" />
            <source>no legal retreat from {hex}</source>
            <translation>nenhum recuo permitido a partir de {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="456" />
            <source>{hex} is over-full: choose a unit to retreat on</source>
            <translation>{hex} está superlotado: escolha uma unidade para continuar recuando</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/combat/resolve.py" line="539" />
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
            <location filename="../../hexstudio/engine/combat/situation.py" line="91" />
            <location filename="../../hexstudio/engine/combat/situation.py" line="99" />
            <location filename="../../hexstudio/engine/combat/situation.py" line="249" />
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
            <location filename="../../hexstudio/engine/core_rules.py" line="109" />
            <location filename="../../hexstudio/engine/game.py" line="216" />
            <source>the game is over</source>
            <translation>o jogo terminou</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="138" />
            <source>over-stacked at {hexes}; the last to enter, {name}, must move again</source>
            <translation>empilhamento excedido em {hexes}; a última a entrar, {name}, deve mover-se de novo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="139" />
            <source>over-stacked at {hexes}</source>
            <translation>empilhamento excedido em {hexes}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="150" />
            <source>{name} arrives this turn and must enter</source>
            <translation>{name} chega neste turno e deve entrar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="160" />
            <source>there is no question to answer</source>
            <translation>não há pergunta a responder</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="162" />
            <source>'{option}' is not one of the choices: {names}</source>
            <translation>'{option}' não é uma das opções: {names}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="164" />
            <source>no rule answers a '{kind}' decision</source>
            <translation>nenhuma regra responde a uma decisão '{kind}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="190" />
            <source>{side} has no air-point bonus in this scenario</source>
            <translation>{side} não tem bônus de pontos aéreos neste cenário</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="192" />
            <source>the air-point bonus has already been used</source>
            <translation>o bônus de pontos aéreos já foi usado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="194" />
            <source>the air-point bonus may be used from turn {from_turn} on</source>
            <translation>o bônus de pontos aéreos pode ser usado a partir do turno {from_turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="196" />
            <source>the air-point bonus is declared in its owner's movement phase</source>
            <translation>o bônus de pontos aéreos é declarado na fase de movimento de quem o possui</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/core_rules.py" line="249" />
            <source>{name} must occupy {hex} this turn</source>
            <translation>{name} deve ocupar {hex} neste turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="118" />
            <location filename="../../hexstudio/engine/movement.py" line="413" />
            <source>no units selected</source>
            <translation>nenhuma unidade selecionada</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="121" />
            <location filename="../../hexstudio/engine/movement.py" line="416" />
            <location filename="../../hexstudio/engine/reinforcements.py" line="136" />
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="178" />
            <location filename="../../hexstudio/engine/sea.py" line="143" />
            <source>there is no unit '{uid}'</source>
            <translation>não existe a unidade '{uid}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="125" />
            <source>{name} may leave the map only in its side's movement phase</source>
            <translation>{name} só pode sair do mapa na fase de movimento do seu lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="130" />
            <source>{name} is not on a hex where it may leave the map</source>
            <translation>{name} não está em um hexágono por onde possa sair do mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="132" />
            <source>{name} entered an enemy zone of control and must stop</source>
            <translation>{name} entrou em zona de engajamento inimiga e deve parar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="134" />
            <location filename="../../hexstudio/engine/movement.py" line="434" />
            <location filename="../../hexstudio/engine/sea.py" line="122" />
            <source>{name} may not move before turn {release_turn}</source>
            <translation>{name} não pode mover-se antes do turno {release_turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/exits.py" line="138" />
            <source>not enough MP to leave the map: needs {needs}, has {has}</source>
            <translation>PM insuficientes para sair do mapa: precisa de {needs}, tem {has}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/game.py" line="219" />
            <source>no rule handles the action '{name}'</source>
            <translation>nenhuma regra trata a ação '{name}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/game.py" line="224" />
            <source>first answer: {text}</source>
            <translation>responda primeiro: {text}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/game.py" line="307" />
            <source>nothing to undo: the dice, the end of a phase and the hand-over cannot be taken back</source>
            <translation>nada a desfazer: os dados, o fim de uma fase e a passagem de vez não podem ser desfeitos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/game.py" line="321" />
            <source>nothing to redo</source>
            <translation>nada a refazer</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/game.py" line="430" />
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
            <location filename="../../hexstudio/engine/movement.py" line="270" />
            <location filename="../../hexstudio/engine/movement.py" line="584" />
            <source>cannot end the move there</source>
            <translation>não pode terminar o movimento ali</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="285" />
            <source>the units are already there</source>
            <translation>as unidades já estão ali</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="287" />
            <location filename="../../hexstudio/engine/movement.py" line="601" />
            <location filename="../../hexstudio/engine/movement.py" line="636" />
            <source>off the map</source>
            <translation>fora do mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="290" />
            <location filename="../../hexstudio/engine/movement.py" line="601" />
            <location filename="../../hexstudio/engine/movement.py" line="636" />
            <location filename="../../hexstudio/engine/reinforcements.py" line="148" />
            <source>{hex} is not in play</source>
            <translation>{hex} não está em jogo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="301" />
            <location filename="../../hexstudio/engine/movement.py" line="611" />
            <location filename="../../hexstudio/engine/movement.py" line="646" />
            <source>prohibited terrain for {cls}: {name}</source>
            <translation>terreno proibido ({cls}): {name}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="304" />
            <source>{hex} cannot end the move</source>
            <translation>não pode terminar o movimento em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="309" />
            <location filename="../../hexstudio/engine/movement.py" line="574" />
            <location filename="../../hexstudio/engine/reinforcements.py" line="161" />
            <source>not enough MP: needs {needs}, has {has}</source>
            <translation>PM insuficientes: precisa de {needs}, tem {has}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="319" />
            <location filename="../../hexstudio/engine/movement.py" line="566" />
            <source>enemy zone of control at {hex} stops the move</source>
            <translation>a zona de engajamento inimiga em {hex} detém o movimento</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="321" />
            <source>may not move from one enemy zone of control straight into another</source>
            <translation>não pode passar diretamente de uma zona de engajamento inimiga para outra</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="332" />
            <source>enemy units at {hex} block the way</source>
            <translation>unidades inimigas em {hex} bloqueiam o caminho</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="333" />
            <source>no way there: prohibited terrain, hexsides or enemy units block every path</source>
            <translation>sem caminho até lá: terreno proibido, lados de hexágono ou unidades inimigas bloqueiam todas as rotas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="401" />
            <location filename="../../hexstudio/engine/movement.py" line="605" />
            <location filename="../../hexstudio/engine/reinforcements.py" line="151" />
            <location filename="../../hexstudio/engine/sea.py" line="134" />
            <source>enemy units at {hex}</source>
            <translation>unidades inimigas em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="406" />
            <source>these units may not engage the enemy units next to {hex} in their terrain</source>
            <translation>estas unidades não podem engajar as unidades inimigas junto a {hex} no terreno delas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="407" />
            <source>no engagements in this phase: may not enter the enemy zone of control at {hex}</source>
            <translation>sem engajamentos nesta fase: não pode entrar na zona de engajamento inimiga em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="418" />
            <source>a unit is listed twice</source>
            <translation>uma unidade aparece duas vezes</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="421" />
            <source>units move only in a movement phase</source>
            <translation>as unidades só se movem numa fase de movimento</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="428" />
            <source>{name} belongs to the other side: it is not its movement phase</source>
            <translation>{name} pertence ao outro lado: não é a sua fase de movimento</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="430" />
            <source>units moving together must start in the same hex</source>
            <translation>unidades que se movem juntas devem partir do mesmo hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="432" />
            <source>{name} entered an enemy zone of control at {hex} and must stop</source>
            <translation>{name} entrou em zona de engajamento inimiga em {hex} e deve parar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="436" />
            <source>{name} may not move on turn {turn}</source>
            <translation>{name} não pode mover-se no turno {turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="443" />
            <source>{name} must hold {hex} until it withdraws</source>
            <translation>{name} deve manter {hex} até ser retirada</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="519" />
            <source>encircled: no hex free of enemy zone of control can be reached, so the unit may not move</source>
            <translation>cercada: nenhum hexágono livre de zona de engajamento inimiga é alcançável, por isso a unidade não pode mover-se</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="540" />
            <source>a move needs a path of at least two hexes</source>
            <translation>um movimento precisa de um caminho de pelo menos dois hexágonos</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="547" />
            <source>the path must start where the units are ({hex})</source>
            <translation>o caminho deve começar onde estão as unidades ({hex})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="555" />
            <source>cannot end there</source>
            <translation>não pode terminar ali</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="564" />
            <location filename="../../hexstudio/engine/movement.py" line="598" />
            <source>{hex} is not next to {hex2}</source>
            <translation>{hex} não é adjacente a {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="578" />
            <source>a unit that crosses a river other than by a bridge has only {cap} MP left this phase (needs {needs})</source>
            <translation>uma unidade que cruza um rio sem ser por uma ponte só tem {cap} PM nesta fase (precisa de {needs})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="613" />
            <source>{name} may not cross from {hex} to {hex2}</source>
            <translation>{name} não pode passar de {hex} para {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="641" />
            <source>may not move from one enemy zone of control straight into another ({hex})</source>
            <translation>não pode passar diretamente de uma zona de engajamento inimiga para outra ({hex})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="651" />
            <source>{cls} units may not cross the {feats} between {hex} and {hex2}</source>
            <translation>unidades da classe {cls} não podem cruzar {feats} entre {hex} e {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="653" />
            <source>{name} may not cross the river between {hex} and {hex2} except at a bridge</source>
            <translation>{name} não pode cruzar o rio entre {hex} e {hex2} a não ser por uma ponte</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/movement.py" line="654" />
            <source>cannot move from {hex} to {hex2}</source>
            <translation>não pode mover-se de {hex} para {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/reinforcements.py" line="140" />
            <source>{name} may enter only in its side's movement phase</source>
            <translation>{name} só pode entrar na fase de movimento do seu lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/reinforcements.py" line="144" />
            <source>{name} is already on the map</source>
            <translation>{name} já está no mapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/reinforcements.py" line="145" />
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="186" />
            <source>{name} has not arrived yet</source>
            <translation>{name} ainda não chegou</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/reinforcements.py" line="148" />
            <source>that hex is not in play</source>
            <translation>esse hexágono não está em jogo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/reinforcements.py" line="152" />
            <source>{hex} is not an entry hex for {name}</source>
            <translation>{hex} não é hexágono de entrada para {name}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/allied_recovery.py" line="168" />
            <source>westernmost unit of its large unit (Reichswald 7.0)</source>
            <translation>unidade mais a oeste da sua grande unidade (Reichswald 7.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/allied_recovery.py" line="174" />
            <source>{formation} recovers a loss: choose one of its equally westernmost units (Reichswald 7.0)</source>
            <translation>{formation} recupera uma baixa: escolha uma das suas unidades igualmente mais a oeste (Reichswald 7.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="113" />
            <source>'{carrier}' is not an amphibian that carries units</source>
            <translation>'{carrier}' não é um anfíbio que transporte unidades</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="115" />
            <source>there is no unit '{passenger}'</source>
            <translation>não existe a unidade '{passenger}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="118" />
            <source>{name} is not a unit the amphibians may carry (Reichswald 4.4)</source>
            <translation>{name} não é uma unidade que os anfíbios possam transportar (Reichswald 4.4)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="125" />
            <source>the carried unit boards in the amphibian's hex, where the path starts</source>
            <translation>a unidade transportada embarca no hexágono do anfíbio, onde começa o caminho</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="127" />
            <source>the carried unit must board and land on dry land (Reichswald 9.0)</source>
            <translation>a unidade transportada deve embarcar e desembarcar em terra seca (Reichswald 9.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="129" />
            <source>{name} has already carried {capacity} unit(s) this phase</source>
            <translation>{name} já transportou {capacity} unidade(s) nesta fase</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="132" />
            <source>{name} has already used more than half its MP (Reichswald 4.4)</source>
            <translation>{name} já usou mais da metade dos seus PM (Reichswald 4.4)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/amphibian_transport.py" line="195" />
            <source>{name} at {hex} must end where a path free of enemy ZOC and flood leads to the {edge} edge (Reichswald 4.4)</source>
            <translation>{name} em {hex} deve terminar onde um caminho livre de zona de engajamento inimiga e de inundação leve à borda {edge} (Reichswald 4.4)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/armor_escort.py" line="57" />
            <location filename="../../hexstudio/engine/rules/armor_escort.py" line="73" />
            <source>{name} may enter {hex} only together with infantry or engineers (Reichswald 4.1.1)</source>
            <translation>{name} só pode entrar em {hex} junto com infantaria ou engenharia (Reichswald 4.1.1)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/armor_mountain.py" line="36" />
            <source>{names} may not attack units in {hex}: armour does not engage in that terrain (Sicily 5.1.2 obs)</source>
            <translation>{names} não pode(m) atacar unidades em {hex}: blindados não engajam nesse terreno (Sicília 5.1.2 obs)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/assault_landing.py" line="110" />
            <source>the units the scenario names</source>
            <translation>as unidades indicadas pelo cenário</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/assault_landing.py" line="136" />
            <source>{name} may not make an assault landing at {hex} (no friendly unit there): only {who} may</source>
            <translation>{name} não pode fazer desembarque de assalto em {hex} (sem unidade amiga ali): só {who} pode(m)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="140" />
            <source>this battle has no bombardment stage with pieces</source>
            <translation>esta batalha não tem etapa de bombardeio com peças</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="142" />
            <source>the pieces fire in the bombardment stage</source>
            <translation>as peças atiram na etapa de bombardeio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="144" />
            <source>there is no side '{side}'</source>
            <translation>não existe o lado '{side}'</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="148" />
            <source>name each bombardment piece once</source>
            <translation>indique cada peça de bombardeio uma só vez</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="152" />
            <source>'{uid}' is not a bombardment piece</source>
            <translation>'{uid}' não é uma peça de bombardeio</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="154" />
            <source>{name} is not available to {side} now (released, unused)</source>
            <translation>{name} não está disponível para {side} agora (liberada, não usada)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="156" />
            <source>{first} announce and fire first: the other side has already bombarded this stage</source>
            <translation>{first} anuncia(m) e atira(m) primeiro: o outro lado já bombardeou nesta etapa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="161" />
            <source>one bombardment uses the pieces of one command (Monte Castelo 4.1)</source>
            <translation>um bombardeio usa as peças de um só comando (Monte Castelo 4.1)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/bombardment_stage.py" line="164" />
            <source>{hex} is more than {reach} hexes from every unit of {cmd} (Monte Castelo 4.1)</source>
            <translation>{hex} está a mais de {reach} hexágonos de todas as unidades de {cmd} (Monte Castelo 4.1)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/contact.py" line="30" />
            <source>{name} may move only after friendly units have made contact with it</source>
            <translation>{name} só pode mover-se depois que unidades amigas fizerem contato com ela</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/exit_scoring.py" line="87" />
            <source>{count} units left the map by exit zone {n}</source>
            <translation>{count} unidades saíram do mapa pela zona de saída {n}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/exit_scoring.py" line="89" />
            <source>no unit left the map by exit zone {n}</source>
            <translation>nenhuma unidade saiu do mapa pela zona de saída {n}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/flood_effects.py" line="114" />
            <source>at most {max} units in the flood at {where} (Reichswald 9.0)</source>
            <translation>no máximo {max} unidades na inundação em {where} (Reichswald 9.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/flood_effects.py" line="119" />
            <source>at most {inf_max} infantry unit(s) of {inf_formation} in the flood at {where}</source>
            <translation>no máximo {inf_max} unidade(s) de infantaria de {inf_formation} na inundação em {where}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/flood_effects.py" line="123" />
            <source>at most {amph_max} amphibious unit(s) in the flood at {where}</source>
            <translation>no máximo {amph_max} unidade(s) anfíbia(s) na inundação em {where}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/flood_effects.py" line="134" />
            <source>{name} is in the flood at {hex} and may not engage (Reichswald 9.0)</source>
            <translation>{name} está na inundação em {hex} e não pode engajar (Reichswald 9.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/naval_counter.py" line="63" />
            <source>{name} cannot be used in the enemy's combat phase (Peleliu 9.0)</source>
            <translation>{name} não pode ser usada na fase de combate do inimigo (Peleliu 9.0)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/naval_support.py" line="141" />
            <source>naval support</source>
            <translation>apoio naval</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/off_map_retreat.py" line="138" />
            <source>{name} comes back from off the map: choose its hex next to {hex} (Reichswald 5.3)</source>
            <translation>{name} volta de fora do mapa: escolha seu hexágono junto a {hex} (Reichswald 5.3)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="154" />
            <source>{label} is not a land hex in play</source>
            <translation>{label} não é um hexágono de terra em jogo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="156" />
            <source>no drops on {names} ({label})</source>
            <translation>sem lançamentos em {names} ({label})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="158" />
            <source>no drops on {label}</source>
            <translation>sem lançamentos em {label}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="161" />
            <source>enemy units at {label}</source>
            <translation>unidades inimigas em {label}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="166" />
            <source>{label} is in an enemy zone of control: the drop hex must be unengaged</source>
            <translation>{label} está em zona de engajamento inimiga: o hexágono de lançamento deve estar livre de engajamento</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="182" />
            <source>{name} cannot make a parachute drop in this battle</source>
            <translation>{name} não pode fazer lançamento de paraquedas nesta batalha</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="184" />
            <source>{name} may drop only in its side's movement phase</source>
            <translation>{name} só pode ser lançada na fase de movimento do seu lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="186" />
            <source>{name} is not waiting to come on</source>
            <translation>{name} não está aguardando para entrar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="188" />
            <source>{name} may drop from turn {avail}</source>
            <translation>{name} pode ser lançada a partir do turno {avail}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="190" />
            <source>no drops on turn {turn}</source>
            <translation>sem lançamentos no turno {turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="192" />
            <source>at most 1 drop per turn</source>
            <translation>no máximo 1 lançamento por turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/paradrop.py" line="192" />
            <source>at most {count} drops per turn</source>
            <translation>no máximo {count} lançamentos por turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/pontoneer_bridge.py" line="90" />
            <source>{name} at {hex}: bridge the river to which hex? (Reichswald 4.3)</source>
            <translation>{name} em {hex}: lançar ponte sobre o rio para qual hexágono? (Reichswald 4.3)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/ranged_units.py" line="68" />
            <source>{name} cannot add its attack from a distance in the {role} (Monte Castelo 6.2)</source>
            <translation>{name} não pode somar seu ataque à distância em {role} (Monte Castelo 6.2)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/ranged_units.py" line="69" />
            <source>attack</source>
            <translation>ataque</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/ranged_units.py" line="69" />
            <source>defence</source>
            <translation>defesa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/release_turns.py" line="52" />
            <source>moved by a combat result (Monte Castelo 5.6)</source>
            <translation>movida por um resultado de combate (Monte Castelo 5.6)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/release_turns.py" line="61" />
            <source>{name} is not released yet and may not attack</source>
            <translation>{name} ainda não foi liberada e não pode atacar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="76" />
            <source>{name} may not leave the map: only {names} may</source>
            <translation>{name} não pode sair do mapa: só {names} pode(m)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="110" />
            <source>{name} is in reserve until turn {from_turn}</source>
            <translation>{name} está na reserva até o turno {from_turn}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="119" />
            <source>reserve units never used ({count})</source>
            <translation>unidades da reserva nunca usadas ({count})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="169" />
            <source>{hex} is not {names}</source>
            <translation>{hex} não é {names}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/sicily_limits.py" line="171" />
            <source>a river without a bridge lies between {hex} and {hex2}</source>
            <translation>há um rio sem ponte entre {hex} e {hex2}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="132" />
            <source>strategic bombing of {city}: choose the unit at {hex} that takes the loss</source>
            <translation>bombardeio estratégico de {city}: escolha a unidade em {hex} que sofre a baixa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="136" />
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="147" />
            <source>strategic bombing of {city}</source>
            <translation>bombardeio estratégico de {city}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="156" />
            <source>strategic bombing: choose a city to bomb ({left} to choose this turn, Reichswald 6.3)</source>
            <translation>bombardeio estratégico: escolha uma cidade a bombardear ({left} a escolher neste turno, Reichswald 6.3)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="197" />
            <source>{name} is in a bombed city and may not move this turn (Reichswald 6.3)</source>
            <translation>{name} está numa cidade bombardeada e não pode mover-se neste turno (Reichswald 6.3)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="207" />
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="215" />
            <source>no unit moves into or through the bombed city at {hex} this turn (Reichswald 6.3)</source>
            <translation>nenhuma unidade entra ou passa pela cidade bombardeada em {hex} neste turno (Reichswald 6.3)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/rules/strategic_bombing.py" line="233" />
            <source>no advance into the bombed city at {hex} (Reichswald 5.1.2)</source>
            <translation>sem avanço para a cidade bombardeada em {hex} (Reichswald 5.1.2)</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="114" />
            <source>{name}'s side has no sea movement in this battle</source>
            <translation>o lado de {name} não tem movimento marítimo nesta batalha</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="116" />
            <source>{name} may move by sea only in its side's movement phase</source>
            <translation>{name} só pode mover-se por mar na fase de movimento do seu lado</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="120" />
            <source>{name} has already moved this phase</source>
            <translation>{name} já se moveu nesta fase</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="124" />
            <source>{name} must start on a coast hex of {terrain}</source>
            <translation>{name} deve partir de um hexágono de costa de {terrain}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="124" />
            <source>{name} must start on a coast hex</source>
            <translation>{name} deve partir de um hexágono de costa</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="126" />
            <source>{name} is engaged and may not embark</source>
            <translation>{name} está engajada e não pode embarcar</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="129" />
            <source>at most {limit} units move by sea each turn</source>
            <translation>no máximo {limit} unidades se movem por mar em cada turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="131" />
            <source>{hex} is not a landing hex this turn</source>
            <translation>{hex} não é hexágono de desembarque neste turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="131" />
            <source>that hex is not a landing hex this turn</source>
            <translation>esse hexágono não é de desembarque neste turno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/sea.py" line="137" />
            <source>{name} may land only where friendly units already stand</source>
            <translation>{name} só pode desembarcar onde já houver unidades amigas</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/stacking.py" line="44" />
            <source>over-stacked: 1 unit already at {hex} (limit {limit})</source>
            <translation>empilhamento excedido: já há 1 unidade em {hex} (limite {limit})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/stacking.py" line="45" />
            <source>over-stacked: {count} units already at {hex} (limit {limit})</source>
            <translation>empilhamento excedido: já há {count} unidades em {hex} (limite {limit})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/stacking.py" line="50" />
            <source>{name} may share a hex with no other unit</source>
            <translation>{name} não pode dividir o hexágono com nenhuma outra unidade</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/stacking.py" line="58" />
            <source>over-stacked: at most {max} {size} unit(s) in one hex</source>
            <translation>empilhamento excedido: no máximo {max} unidade(s) do escalão {size} por hexágono</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/turns.py" line="273" />
            <source>choose {choose} unit(s) to withdraw ({id})</source>
            <translation>escolha {choose} unidade(s) a retirar ({id})</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/victory.py" line="135" />
            <source>reinforcement penalty</source>
            <translation>penalidade por reforços</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/victory.py" line="139" />
            <source>annihilation</source>
            <translation>aniquilação do inimigo</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/zoc.py" line="183" />
            <source>exempt in this terrain</source>
            <translation>isenta neste terreno</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/zoc.py" line="187" />
            <source>dominant terrain</source>
            <translation>terreno dominante</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/zoc.py" line="189" />
            <source>no attack strength</source>
            <translation>sem poder de ataque</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/zoc.py" line="259" />
            <source>{unit} at {hex}</source>
            <translation>{unit} em {hex}</translation>
        </message>
        <message>
            <location filename="../../hexstudio/engine/zoc.py" line="262" />
            <source>engaged units must attack first: {names}</source>
            <translation>as unidades engajadas devem atacar antes: {names}</translation>
        </message>
    </context>
</TS>
